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

type Status = MatchResult['status'];
const TABS: Array<{ value: Status; label: string }> = [
  { value: 'disputed', label: 'Discutidos' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'confirmed', label: 'Confirmados' },
  { value: 'rejected', label: 'Anulados' },
];

const names = (side: MatchResult['sideA']) => side.map((p) => p.name).join(' y ');

function Decide({ result }: { result: MatchResult }) {
  const decide = useDecideResult();
  const [note, setNote] = useState('');
  const send = (decision: 'confirm' | 'reject') =>
    decide.mutate({ id: result._id, decision, note: note.trim() });
  return (
    <Stack gap="xs">
      <Textarea
        label="Nota de la decisión"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
      />
      <Group>
        <Button disabled={!note.trim()} loading={decide.isPending} onClick={() => send('confirm')}>
          Dar por bueno
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={!note.trim()}
          loading={decide.isPending}
          onClick={() => send('reject')}
        >
          Anular
        </Button>
      </Group>
    </Stack>
  );
}

function ResultRow({ result }: { result: MatchResult }) {
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`Resultado ${names(result.sideA)}`}
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600}>{formatSets(result.sets as SetScore[], true)}</Text>
          <Badge variant="light">{result.sport === 'padel' ? 'Pádel' : 'Tenis'}</Badge>
        </Group>
        <Text size="sm">{`${names(result.sideA)} contra ${names(result.sideB)}`}</Text>
        <Text size="xs" c="dimmed">
          {`Registrado por ${result.enteredBy.name} el ${formatDateTime(result.createdAt)}`}
        </Text>
        {result.disputeReason && <Text size="sm">{`Motivo: ${result.disputeReason}`}</Text>}
        {result.decisionNote && <Text size="sm">{`Decisión: ${result.decisionNote}`}</Text>}
        {result.status === 'disputed' && <Decide result={result} />}
      </Stack>
    </Card>
  );
}

/** /admin/results: match results by status; disputed ones are decided here. */
export function AdminResultsPage() {
  const [status, setStatus] = useState<Status>('disputed');
  const results = useQuery(adminResultsQueryOptions(status));
  // Four states side by side are wider than a phone: there they stand one above the other.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <>
      <PageTitle>Resultados</PageTitle>
      <Stack gap="md">
        <SegmentedControl
          orientation={orientation}
          value={status}
          onChange={(value) => setStatus(value as Status)}
          data={TABS}
          aria-label="Estado de los resultados"
        />
        {results.isError && <Alert color="red">No se pudieron cargar los resultados.</Alert>}
        {results.data?.results.length === 0 && <Text c="dimmed">No hay resultados.</Text>}
        {results.data?.results.map((result) => (
          <ResultRow key={result._id} result={result} />
        ))}
      </Stack>
    </>
  );
}
