import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '@/api/bookings.ts';
import type { MatchResult } from '@/api/levels.ts';
import { formatSets, validateSets, type SetScore } from '@/domain/levels.ts';
import { bookingResultQueryOptions, useAnswerResult, useEnterResult } from '../api/levels.ts';
import { intlLocale } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

const STATUS_LABEL: Record<MatchResult['status'], { label: MessageKey; color: string }> = {
  pending: { label: 'levels.resultPending', color: 'yellow' },
  confirmed: { label: 'levels.resultConfirmed', color: 'green' },
  disputed: { label: 'levels.resultDisputed', color: 'orange' },
  rejected: { label: 'levels.resultRejected', color: 'gray' },
};

/** A side's players, 'Ana y Luis' in the language shown ('Ana i Luis', 'Ana and Luis'). */
const names = (side: MatchResult['sideA']) =>
  new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(side.map((p) => p.name));

function ResultSummary({ result }: { result: MatchResult }) {
  const t = useT();
  const status = STATUS_LABEL[result.status];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{formatSets(result.sets as SetScore[], true)}</Text>
        <Badge color={status.color} variant="light">
          {t(status.label)}
        </Badge>
      </Group>
      <Text size="sm">
        {t('levels.versus', { sideA: names(result.sideA), sideB: names(result.sideB) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('levels.enteredByName', { name: result.enteredBy.name })}
      </Text>
      {result.disputeReason && (
        <Text size="sm">{t('levels.disputed', { reason: result.disputeReason })}</Text>
      )}
    </Stack>
  );
}

function AnswerButtons({ result }: { result: MatchResult }) {
  const t = useT();
  const answer = useAnswerResult();
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  if (disputing) {
    return (
      <Stack gap="xs">
        <Textarea
          label={t('levels.whatIsWrong')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
        />
        <Group>
          <Button
            color="orange"
            disabled={!reason.trim()}
            loading={answer.isPending}
            onClick={() => answer.mutate({ id: result._id, reason: reason.trim() })}
          >
            {t('levels.sendToOffice')}
          </Button>
          <Button variant="default" onClick={() => setDisputing(false)}>
            {t('levels.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group>
      <Button loading={answer.isPending} onClick={() => answer.mutate({ id: result._id })}>
        {t('levels.confirmResultButton')}
      </Button>
      <Button variant="light" color="orange" onClick={() => setDisputing(true)}>
        {t('levels.notCorrect')}
      </Button>
    </Group>
  );
}

type GameInput = number | string;

function EnterForm({ booking, userId }: { booking: Booking; userId: string }) {
  const t = useT();
  const enter = useEnterResult(booking._id);
  const others = booking.players.flatMap((p) =>
    p.memberId && p.memberId._id !== userId
      ? [{ value: p.memberId._id, label: p.memberId.name }]
      : [],
  );
  const doubles = booking.players.length === 4;
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [games, setGames] = useState<Array<[GameInput, GameInput]>>([
    ['', ''],
    ['', ''],
    ['', ''],
  ]);
  const sets = games
    .filter(([a, b]) => a !== '' && b !== '')
    .map(([a, b]) => [Number(a), Number(b)] as SetScore);
  const invalid = validateSets(sets);
  const problem = invalid ? t(invalid) : doubles && !partnerId ? t('levels.choosePartner') : null;
  const setGame = (i: number, side: 0 | 1, value: GameInput) =>
    setGames((prev) =>
      prev.map((set, j) => (j === i ? (side === 0 ? [value, set[1]] : [set[0], value]) : set)),
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) enter.mutate({ partnerId: doubles ? partnerId : null, sets });
      }}
    >
      <Stack gap="sm">
        {doubles && (
          <Select
            label={t('levels.yourPartner')}
            data={others}
            value={partnerId}
            onChange={setPartnerId}
          />
        )}
        {games.map(([a, b], i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
            <NumberInput
              label={t('levels.yourGames', { set: i + 1 })}
              min={0}
              max={99}
              value={a}
              onChange={(v) => setGame(i, 0, v)}
              w={150}
            />
            <NumberInput
              label={t('levels.theirGames', { set: i + 1 })}
              min={0}
              max={99}
              value={b}
              onChange={(v) => setGame(i, 1, v)}
              w={150}
            />
          </Group>
        ))}
        {sets.length > 0 && problem && (
          <Text size="sm" c="red">
            {problem}
          </Text>
        )}
        <Button type="submit" disabled={!!problem} loading={enter.isPending}>
          {t('levels.enterResult')}
        </Button>
      </Stack>
    </form>
  );
}

/** 'Resultado' on a booking that ended: enter it, confirm or dispute it, or read it. */
export function MatchResultCard({ booking, userId }: { booking: Booking; userId: string }) {
  const t = useT();
  const { data } = useQuery(bookingResultQueryOptions(booking._id));
  if (!data || (!data.result && !data.canEnter)) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="match-result-title">
      <Title order={2} size="h4" mb="sm" id="match-result-title">
        {t('levels.result')}
      </Title>
      {data.result ? (
        <Stack gap="sm">
          <ResultSummary result={data.result} />
          {data.canAnswer && <AnswerButtons result={data.result} />}
        </Stack>
      ) : (
        <EnterForm booking={booking} userId={userId} />
      )}
    </Card>
  );
}
