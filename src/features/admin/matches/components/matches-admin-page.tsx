import { Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminMatch } from '@/api/matches.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { TableHead } from '@/components/table-head.tsx';
import { levelRangeLabel } from '@/domain/matches.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { adminMatchesQueryOptions } from '../api/matches.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

const STATUS: Record<AdminMatch['status'], { label: MessageKey; color: string }> = {
  open: { label: 'admin.matchOpen', color: 'green' },
  full: { label: 'admin.matchFull', color: 'blue' },
  closed: { label: 'admin.matchClosed', color: 'gray' },
  cancelled: { label: 'admin.matchCancelled', color: 'red' },
};

const COLUMNS: MessageKey[] = [
  'admin.colDate',
  'admin.colCourt',
  'admin.colOrganiser',
  'admin.colLevel',
  'admin.colSeats',
  'admin.colPlayers',
  'admin.colWaitlist',
  'admin.colStatus',
];

/** 'Partidos abiertos' for the admin: every match, its players and its seat list. */
export function MatchesAdminPage() {
  const t = useT();
  const { data, isPending } = useQuery(adminMatchesQueryOptions());
  return (
    <>
      <PageTitle>{t('admin.settingsMatches')}</PageTitle>
      {!isPending && (data ?? []).length === 0 && <Text c="dimmed">{t('admin.matchesEmpty')}</Text>}
      {data && data.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('admin.settingsMatches')}>
            <TableHead columns={COLUMNS.map((column) => t(column))} />
            <Table.Tbody>
              {data.map((m) => (
                <Table.Tr key={m._id}>
                  <Table.Td>{`${formatShortDate(m.dateBooked)} ${m.timeBooked}`}</Table.Td>
                  <Table.Td>{m.court.name}</Table.Td>
                  <Table.Td>{m.booker.name}</Table.Td>
                  <Table.Td>{t(levelRangeLabel(m))}</Table.Td>
                  <Table.Td>{`${m.seats - m.seatsLeft}/${m.seats}`}</Table.Td>
                  <Table.Td>{m.players.map((p) => p.name).join(', ')}</Table.Td>
                  <Table.Td>
                    {m.queue.length === 0
                      ? '—'
                      : m.queue
                          .map((e) =>
                            e.status === 'held'
                              ? t('admin.matchSeatHeld', { name: e.name })
                              : e.name,
                          )
                          .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[m.status].color}>{t(STATUS[m.status].label)}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
