import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate, todayPayloadDate } from '@/lib/dates.ts';
import { adminBookingsQueryOptions } from '../api/bookings.ts';
import { adminCourtsQueryOptions } from '@/features/admin/courts/api/courts.ts';
import { reservationsQueryOf, type ReservationsSearch } from '@/features/admin/shared/search.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { FilterBar } from '@/features/admin/shared/components/search-field.tsx';
import { CreateBookingDialog } from './create-booking-dialog.tsx';
import {
  PAYMENT_STATUS_LABELS,
  paymentStatusLabel,
} from '@/features/admin/shared/components/labels.ts';
import {
  CancelBookingDialog,
  DeskPaymentDialog,
  playerDue,
  playerName,
} from './reservation-dialogs.tsx';
import { urlSorting } from '@/features/admin/shared/components/sortable-th.tsx';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';

export type ReservationsSearchChange = (patch: Partial<ReservationsSearch>) => void;

const yesNo = (value: string | null) => (value === null ? undefined : value === 'true');

/** Which filters a date input sets, and which it clears: one day, or a range, never both. */
const DATE_FILTERS = [
  { key: 'date', label: 'admin.colDay', clears: { from: undefined, to: undefined } },
  { key: 'from', label: 'admin.from', clears: { date: undefined } },
  { key: 'to', label: 'admin.to', clears: { date: undefined } },
] as const;

/** One day, or a range: choosing one clears the other. */
function DateFilters({
  search,
  onSearch,
}: {
  search: ReservationsSearch;
  onSearch: ReservationsSearchChange;
}) {
  const t = useT();
  return DATE_FILTERS.map(({ key, label, clears }) => (
    <DateField
      key={key}
      label={t(label)}
      value={search[key] ?? ''}
      onChange={(day) => onSearch({ ...clears, [key]: day || undefined, page: undefined })}
    />
  ));
}

function Filters({
  search,
  onSearch,
}: {
  search: ReservationsSearch;
  onSearch: ReservationsSearchChange;
}) {
  const t = useT();
  const courts = useQuery(adminCourtsQueryOptions());
  const payments = [
    { value: 'pending', label: t('admin.paymentNotFullyPaid') },
    ...Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label: t(label) })),
  ];
  return (
    <FilterBar
      label={t('admin.colMember')}
      placeholder={t('admin.accessSearchPlaceholder')}
      width={220}
      q={search.q}
      onSearch={onSearch}
    >
      <DateFilters search={search} onSearch={onSearch} />
      <Select
        label={t('admin.colCourt')}
        placeholder={t('admin.allFeminine')}
        clearable
        data={(courts.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        value={search.court ?? null}
        onChange={(court) => onSearch({ court: court ?? undefined, page: undefined })}
        w={160}
      />
      <Select
        label={t('admin.colPayment')}
        placeholder={t('admin.allMasculine')}
        clearable
        data={payments}
        value={search.payment ?? null}
        onChange={(p) =>
          onSearch({ payment: (p ?? undefined) as ReservationsSearch['payment'], page: undefined })
        }
        w={180}
      />
      <Select
        label={t('admin.league')}
        placeholder={t('admin.allFeminine')}
        clearable
        data={[
          { value: 'true', label: t('admin.leagueMatches') },
          { value: 'false', label: t('admin.leagueNone') },
        ]}
        value={search.league === undefined ? null : String(search.league)}
        onChange={(v) => onSearch({ league: yesNo(v), page: undefined })}
        w={160}
      />
      <Select
        label={t('admin.colStatus')}
        data={[
          { value: 'active', label: t('admin.bookingsActive') },
          { value: 'cancelled', label: t('admin.bookingsCancelled') },
          { value: 'all', label: t('admin.allFeminine') },
        ]}
        value={search.status ?? 'active'}
        onChange={(s) =>
          onSearch({
            status: s === 'active' || !s ? undefined : (s as ReservationsSearch['status']),
            page: undefined,
          })
        }
        w={140}
      />
    </FilterBar>
  );
}

function PlayerLine({
  player,
  onCharge,
}: {
  player: BookingPlayer;
  onCharge: (() => void) | null;
}) {
  const t = useT();
  const paid = player.paymentStatus === 'P' || player.paymentStatus === 'I';
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={playerName(player)}>
      <Text size="sm">{playerName(player)}</Text>
      <Badge size="sm" variant="light" color={paid ? 'green' : 'yellow'}>
        {t(paymentStatusLabel(player.paymentStatus))}
      </Badge>
      {onCharge && (
        <Button size="compact-xs" variant="subtle" onClick={onCharge}>
          {t('admin.charge', { amount: formatEuros(playerDue(player)) })}
        </Button>
      )}
    </Group>
  );
}

function BookingRow({
  booking,
  onCharge,
  onCancel,
}: {
  booking: Booking;
  onCharge: (player: BookingPlayer) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const active = booking.status === 'active';
  return (
    <Table.Tr>
      <Table.Td>{formatShortDate(booking.startsAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{booking.timeBooked}</Table.Td>
      <Table.Td>{booking.courtId.name}</Table.Td>
      <Table.Td>
        <Text size="sm">{booking.userBooked.name}</Text>
        <Text size="xs" c="dimmed">
          {booking.userBooked.email}
        </Text>
        {booking.isLeagueMatch && (
          <Badge size="xs" variant="outline">
            {t('admin.league')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td miw={280}>
        <Stack gap={4}>
          {booking.players.map((player) => (
            <PlayerLine
              key={player.index}
              player={player}
              onCharge={active && playerDue(player) > 0 ? () => onCharge(player) : null}
            />
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>{formatEuros(booking.totalAmount)}</Table.Td>
      <Table.Td>{formatEuros(booking.totalDue)}</Table.Td>
      <Table.Td>
        {active ? (
          <Badge variant="light">{t(paymentStatusLabel(booking.paymentStatus))}</Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('admin.bookingCancelled')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {active && (
          <Button size="compact-sm" color="red" variant="light" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/reservations: every booking by day or range, court, member, payment state, league flag
 * and status, sorted and paged, all of it in the URL; a booking for a member, a cancellation with
 * or without refunds, and a player's part paid at the desk.
 */
export function ReservationsPage({
  search,
  onSearch,
}: {
  search: ReservationsSearch;
  onSearch: ReservationsSearchChange;
}) {
  const t = useT();
  const query = reservationsQueryOf(search, todayPayloadDate());
  const bookings = useQuery(adminBookingsQueryOptions(query));
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [charging, setCharging] = useState<{ booking: Booking; player: BookingPlayer } | null>(
    null,
  );

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('admin.colBookings')}</PageTitle>
        <Button onClick={() => setCreating(true)}>{t('admin.bookingNew')}</Button>
      </Group>
      <Filters search={search} onSearch={onSearch} />
      <AdminResults
        status={bookings.status}
        total={bookings.data?.total ?? 0}
        count={bookings.data?.bookings.length ?? 0}
        paging={{ query, onSearch }}
        labels={{
          loading: t('admin.bookingsLoading'),
          error: t('admin.bookingsError'),
          empty: t('admin.bookingsEmpty'),
          count: (count) => t('admin.bookingsCount', { count }),
          table: t('admin.colBookings'),
        }}
        minWidth={1000}
        columns={[
          { label: t('admin.colDate'), sort: 'startsAt' },
          t('admin.colTime'),
          { label: t('admin.colCourt'), sort: 'court' },
          { label: t('admin.colBookedBy'), sort: 'member' },
          t('admin.colPlayers'),
          { label: t('admin.total'), sort: 'totalAmount' },
          t('admin.colDue'),
          t('admin.colStatus'),
          { label: t('admin.colActions'), hidden: true },
        ]}
        sorting={urlSorting(query, onSearch)}
      >
        {bookings.data?.bookings.map((booking) => (
          <BookingRow
            key={booking._id}
            booking={booking}
            onCharge={(player) => setCharging({ booking, player })}
            onCancel={() => setCancelling(booking)}
          />
        ))}
      </AdminResults>
      <CreateBookingDialog opened={creating} onClose={() => setCreating(false)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <DeskPaymentDialog target={charging} onClose={() => setCharging(null)} />
    </>
  );
}
