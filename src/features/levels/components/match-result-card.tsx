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
import { t } from '@/i18n/index.ts';

const STATUS_LABEL: Record<MatchResult['status'], { label: string; color: string }> = {
  pending: { label: 'Pendiente de confirmar', color: 'yellow' },
  confirmed: { label: 'Confirmado', color: 'green' },
  disputed: { label: 'En revisión por la administración', color: 'orange' },
  rejected: { label: 'Anulado', color: 'gray' },
};

const names = (side: MatchResult['sideA']) => side.map((p) => p.name).join(' y ');

function ResultSummary({ result }: { result: MatchResult }) {
  const status = STATUS_LABEL[result.status];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{formatSets(result.sets as SetScore[], true)}</Text>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
      </Group>
      <Text size="sm">{`${names(result.sideA)} contra ${names(result.sideB)}`}</Text>
      <Text size="xs" c="dimmed">{`Registrado por ${result.enteredBy.name}`}</Text>
      {result.disputeReason && <Text size="sm">{`Discutido: ${result.disputeReason}`}</Text>}
    </Stack>
  );
}

function AnswerButtons({ result }: { result: MatchResult }) {
  const answer = useAnswerResult();
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  if (disputing) {
    return (
      <Stack gap="xs">
        <Textarea
          label="¿Qué no es correcto?"
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
            Enviar a la administración
          </Button>
          <Button variant="default" onClick={() => setDisputing(false)}>
            Volver
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group>
      <Button loading={answer.isPending} onClick={() => answer.mutate({ id: result._id })}>
        Confirmar resultado
      </Button>
      <Button variant="light" color="orange" onClick={() => setDisputing(true)}>
        No es correcto
      </Button>
    </Group>
  );
}

type GameInput = number | string;

function EnterForm({ booking, userId }: { booking: Booking; userId: string }) {
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
  const problem = invalid
    ? t(invalid)
    : doubles && !partnerId
      ? 'Indica quién fue tu pareja'
      : null;
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
          <Select label="Tu pareja" data={others} value={partnerId} onChange={setPartnerId} />
        )}
        {games.map(([a, b], i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
            <NumberInput
              label={`Set ${i + 1}: tus juegos`}
              min={0}
              max={99}
              value={a}
              onChange={(v) => setGame(i, 0, v)}
              w={150}
            />
            <NumberInput
              label={`Set ${i + 1}: sus juegos`}
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
          Registrar resultado
        </Button>
      </Stack>
    </form>
  );
}

/** 'Resultado' on a booking that ended: enter it, confirm or dispute it, or read it. */
export function MatchResultCard({ booking, userId }: { booking: Booking; userId: string }) {
  const { data } = useQuery(bookingResultQueryOptions(booking._id));
  if (!data || (!data.result && !data.canEnter)) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="match-result-title">
      <Title order={2} size="h4" mb="sm" id="match-result-title">
        Resultado
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
