import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  useMatches,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MatchResult } from '@/api/levels.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatSets, type SetScore } from '@/domain/levels.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { adminResultsQueryOptions, useDecideResult } from '../api/levels.ts';
import { intlLocale } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

type Status = MatchResult['status'];
const TABS: Array<{ value: Status; label: MessageKey }> = [
  { value: 'disputed', label: 'levels.tabDisputed' },
  { value: 'pending', label: 'levels.tabPending' },
  { value: 'confirmed', label: 'levels.tabConfirmed' },
  { value: 'rejected', label: 'levels.tabRejected' },
];

/** A side's players, 'Ana y Luis' in the language shown ('Ana i Luis', 'Ana and Luis'). */
const names = (side: MatchResult['sideA']) =>
  new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(side.map((p) => p.name));

function Decide({ result }: { result: MatchResult }) {
  const t = useT();
  const decide = useDecideResult();
  const [note, setNote] = useState('');
  const send = (decision: 'confirm' | 'reject') =>
    decide.mutate({ id: result._id, decision, note: note.trim() });
  return (
    <Stack gap="xs">
      <Textarea
        label={t('levels.decisionNote')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
      />
      <Group>
        <Button disabled={!note.trim()} loading={decide.isPending} onClick={() => send('confirm')}>
          {t('levels.confirmResult')}
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={!note.trim()}
          loading={decide.isPending}
          onClick={() => send('reject')}
        >
          {t('levels.rejectResult')}
        </Button>
      </Group>
    </Stack>
  );
}

function ResultRow({ result }: { result: MatchResult }) {
  const t = useT();
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={t('levels.resultOf', { names: names(result.sideA) })}
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600}>{formatSets(result.sets as SetScore[], true)}</Text>
          <Badge variant="light">
            {result.sport === 'padel' ? t('levels.padel') : t('levels.tennis')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('levels.versus', { sideA: names(result.sideA), sideB: names(result.sideB) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('levels.enteredBy', {
            name: result.enteredBy.name,
            date: formatDateTime(result.createdAt),
          })}
        </Text>
        {result.disputeReason && (
          <Text size="sm">{t('levels.disputeReason', { reason: result.disputeReason })}</Text>
        )}
        {result.decisionNote && (
          <Text size="sm">{t('levels.decision', { note: result.decisionNote })}</Text>
        )}
        {result.status === 'disputed' && <Decide result={result} />}
      </Stack>
    </Card>
  );
}

/** /admin/results: match results by status; disputed ones are decided here. */
export function AdminResultsPage() {
  const t = useT();
  const [status, setStatus] = useState<Status>('disputed');
  const results = useQuery(adminResultsQueryOptions(status));
  // Four states side by side are wider than a phone: there they stand one above the other.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <>
      <PageTitle>{t('levels.resultsTitle')}</PageTitle>
      <Stack gap="md">
        <SegmentedControl
          orientation={orientation}
          value={status}
          onChange={(value) => setStatus(value as Status)}
          data={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
          aria-label={t('levels.resultsState')}
        />
        {results.isError && <Alert color="red">{t('levels.resultsFailed')}</Alert>}
        {results.data?.results.length === 0 && <Text c="dimmed">{t('levels.noResults')}</Text>}
        {results.data?.results.map((result) => (
          <ResultRow key={result._id} result={result} />
        ))}
      </Stack>
    </>
  );
}
