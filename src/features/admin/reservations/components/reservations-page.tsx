import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate, todayPayloadDate } from '@/lib/dates.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { adminBookingsQueryOptions } from '../api/bookings.ts';
import { adminCourtsQueryOptions } from '@/features/admin/courts/api/courts.ts';
import { reservationsQueryOf, type ReservationsSearch } from '@/features/admin/shared/search.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { FilterBar } from '@/features/admin/shared/components/search-field.tsx';
import { CreateBookingDialog } from './create-booking-dialog.tsx';
import { PAYMENT_STATUS_LABELS } from '@/features/admin/shared/components/labels.ts';
import {
  CancelBookingDialog,
  DeskPaymentDialog,
  playerDue,
  playerName,
} from './reservation-dialogs.tsx';
import { urlSorting } from '@/features/admin/shared/components/sortable-th.tsx';
import { DateField } from '@/components/date-field.tsx';

export type ReservationsSearchChange = (patch: Partial<ReservationsSearch>) => void;

const PAYMENT_FILTERS = [
  { value: 'pending', label: 'Sin pagar del todo' },
  ...Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const yesNo = (value: string | null) => (value === null ? undefined : value === 'true');

/** Which filters a date input sets, and which it clears: one day, or a range, never both. */
const DATE_FILTERS = [
  { key: 'date', label: 'Día', clears: { from: undefined, to: undefined } },
  { key: 'from', label: 'Desde', clears: { date: undefined } },
  { key: 'to', label: 'Hasta', clears: { date: undefined } },
] as const;

/** One day, or a range: choosing one clears the other. */
function DateFilters({
  search,
  onSearch,
}: {
  search: ReservationsSearch;
  onSearch: ReservationsSearchChange;
}) {
  return DATE_FILTERS.map(({ key, label, clears }) => (
    <DateField
      key={key}
      label={label}
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
  const courts = useQuery(adminCourtsQueryOptions());
  return (
    <FilterBar
      label="Socio"
      placeholder="Nombre o e-mail"
      width={220}
      q={search.q}
      onSearch={onSearch}
    >
      <DateFilters search={search} onSearch={onSearch} />
      <Select
        label="Pista"
        placeholder="Todas"
        clearable
        data={(courts.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        value={search.court ?? null}
        onChange={(court) => onSearch({ court: court ?? undefined, page: undefined })}
        w={160}
      />
      <Select
        label="Pago"
        placeholder="Todos"
        clearable
        data={PAYMENT_FILTERS}
        value={search.payment ?? null}
        onChange={(p) =>
          onSearch({ payment: (p ?? undefined) as ReservationsSearch['payment'], page: undefined })
        }
        w={180}
      />
      <Select
        label="Liga"
        placeholder="Todas"
        clearable
        data={[
          { value: 'true', label: 'Partidos de liga' },
          { value: 'false', label: 'Sin liga' },
        ]}
        value={search.league === undefined ? null : String(search.league)}
        onChange={(v) => onSearch({ league: yesNo(v), page: undefined })}
        w={160}
      />
      <Select
        label="Estado"
        data={[
          { value: 'active', label: 'Activas' },
          { value: 'cancelled', label: 'Canceladas' },
          { value: 'all', label: 'Todas' },
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
  const paid = player.paymentStatus === 'P' || player.paymentStatus === 'I';
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={playerName(player)}>
      <Text size="sm">{playerName(player)}</Text>
      <Badge size="sm" variant="light" color={paid ? 'green' : 'yellow'}>
        {PAYMENT_STATUS_LABELS[player.paymentStatus] ?? player.paymentStatus}
      </Badge>
      {onCharge && (
        <Button size="compact-xs" variant="subtle" onClick={onCharge}>
          Cobrar {formatEurosInSpanish(playerDue(player))}
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
            Liga
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
      <Table.Td>{formatEurosInSpanish(booking.totalAmount)}</Table.Td>
      <Table.Td>{formatEurosInSpanish(booking.totalDue)}</Table.Td>
      <Table.Td>
        {active ? (
          <Badge variant="light">{PAYMENT_STATUS_LABELS[booking.paymentStatus]}</Badge>
        ) : (
          <Badge color="gray" variant="light">
            Cancelada
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {active && (
          <Button size="compact-sm" color="red" variant="light" onClick={onCancel}>
            Cancelar
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
        <PageTitle>Reservas</PageTitle>
        <Button onClick={() => setCreating(true)}>Nueva reserva</Button>
      </Group>
      <Filters search={search} onSearch={onSearch} />
      <AdminResults
        status={bookings.status}
        total={bookings.data?.total ?? 0}
        count={bookings.data?.bookings.length ?? 0}
        paging={{ query, onSearch }}
        labels={{
          loading: 'Cargando las reservas',
          error: 'No se pudieron cargar las reservas.',
          empty: 'Ninguna reserva coincide con los filtros.',
          one: 'reserva',
          many: 'reservas',
          table: 'Reservas',
        }}
        minWidth={1000}
        columns={[
          { label: 'Fecha', sort: 'startsAt' },
          'Hora',
          { label: 'Pista', sort: 'court' },
          { label: 'Reserva de', sort: 'member' },
          'Jugadores',
          { label: 'Total', sort: 'totalAmount' },
          'Pendiente',
          'Estado',
          { label: 'Acciones', hidden: true },
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
