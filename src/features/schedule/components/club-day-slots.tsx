import {
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ClubDayCourt, ClubDaySlot } from '@/api/club-day.ts';
import { formatDuration } from '@/domain/slots.ts';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/lib/euros.ts';

/** The slot the member has chosen on the club's day. */
export interface DaySelection {
  courtId: string;
  slot: string;
}

const startOf = (slot: string) => slot.split(' - ')[0] ?? slot;
const restOf = (slot: string) => slot.slice(startOf(slot).length).trim();

/** Slots still to come: a started one is neither offered nor worth the room on a phone. */
export const upcoming = (slots: readonly ClubDaySlot[]) => slots.filter((s) => s.state !== 'past');

interface CellProps {
  day: ClubDayCourt;
  view: ClubDaySlot;
  selected: boolean;
  onSelect: (selection: DaySelection) => void;
}

/**
 * One slot of the club's day. A free one shows its start and the viewer's price (the rest of
 * its range and the court are read out, not shown); the member's own opens the booking; an open
 * match with seats leads to 'Partidos abiertos'; anything else is shown, disabled, with why.
 */
function SlotCell({ day, view, selected, onSelect }: CellProps) {
  const t = useT();
  const navigate = useNavigate();
  const { court } = day;
  // Spaces as text nodes of their own: an accessible name keeps them, a hidden span's edge not.
  const when = (
    <>
      <VisuallyHidden>{`${court.name},`}</VisuallyHidden>{' '}
      <Text span fw={700} size="sm" inherit>
        {startOf(view.slot)}
      </Text>{' '}
      <VisuallyHidden>{restOf(view.slot)}</VisuallyHidden>
    </>
  );
  const common = {
    fullWidth: true,
    h: 'auto',
    mih: 52,
    py: 6,
    px: 4,
    'data-court': court._id,
    'data-slot': view.slot,
    'data-state': view.state,
    styles: { label: { whiteSpace: 'normal', textAlign: 'center' } as const },
  };
  const lines = (second: string) => (
    <Stack gap={0} align="center">
      <span>{when}</span>{' '}
      <Text span size="xs" fw={400} lh={1.3}>
        {second}
      </Text>
    </Stack>
  );

  if (view.state === 'free') {
    return (
      <Button
        {...common}
        variant={selected ? 'filled' : 'default'}
        aria-pressed={selected}
        onClick={() => onSelect({ courtId: court._id, slot: view.slot })}
      >
        {lines(formatEuros(day.price))}
      </Button>
    );
  }
  if (view.state === 'own' && view.bookingId) {
    const bookingId = view.bookingId;
    return (
      <Button
        {...common}
        color="green"
        onClick={() => void navigate({ to: '/bookings/$bookingId', params: { bookingId } })}
      >
        {lines(view.text)}
      </Button>
    );
  }
  if (view.openMatch) {
    return (
      <Button {...common} variant="light" component={Link} to="/matches">
        {lines(t('schedule.openMatchSeats', { count: view.openMatch.seatsLeft }))}
      </Button>
    );
  }
  return (
    <Button {...common} variant="light" color="gray" disabled>
      {lines(view.text === view.slot ? t('schedule.unavailable') : view.text)}
    </Button>
  );
}

/** A court's name, and its slot length and price for the viewer. */
function CourtHeading({ day, order }: { day: ClubDayCourt; order: 3 | 4 }) {
  const t = useT();
  return (
    <div>
      <Title order={order} size="h5">
        {day.court.name}
      </Title>
      <Text size="sm" c="dimmed">
        {`${t(formatDuration(day.court.slotMinutes))} · ${formatEuros(day.price)}`}
      </Text>
    </div>
  );
}

interface LayoutProps {
  courts: readonly ClubDayCourt[];
  selected: DaySelection | null;
  onSelect: (selection: DaySelection) => void;
}

const isSelected = (s: DaySelection | null, courtId: string, slot: string) =>
  s?.courtId === courtId && s.slot === slot;

/** Phones: the courts one under another, each with its slots in rows of three. */
export function CourtsStacked({ courts, selected, onSelect }: LayoutProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      {courts.map((day) => (
        <Paper key={day.court._id} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <CourtHeading day={day} order={3} />
            {!day.bookable && <Text size="sm">{t('schedule.notBookableYet')}</Text>}
            {upcoming(day.slots).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('schedule.noSlotsLeft')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 3, sm: 4 }} spacing={6} verticalSpacing={6}>
                {upcoming(day.slots).map((view) => (
                  <SlotCell
                    key={view.slot}
                    day={day}
                    view={view}
                    selected={isSelected(selected, day.court._id, view.slot)}
                    onSelect={onSelect}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Desktops: one grid, the courts across and the times down. */
export function CourtsGrid({ courts, selected, onSelect }: LayoutProps) {
  const t = useT();
  const rows = [...new Set(courts.flatMap((c) => upcoming(c.slots).map((s) => s.slot)))].sort();
  if (rows.length === 0) {
    return <Text c="dimmed">{t('schedule.noSlotsLeft')}</Text>;
  }
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>{t('schedule.timeHeader')}</Table.Th>
          {courts.map((day) => (
            <Table.Th key={day.court._id}>
              <CourtHeading day={day} order={4} />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((slot) => (
          <Table.Tr key={slot}>
            <Table.Th scope="row" fw={500}>
              {slot}
            </Table.Th>
            {courts.map((day) => {
              const view = day.slots.find((s) => s.slot === slot && s.state !== 'past');
              return (
                <Table.Td key={day.court._id}>
                  {view ? (
                    <SlotCell
                      day={day}
                      view={view}
                      selected={isSelected(selected, day.court._id, slot)}
                      onSelect={onSelect}
                    />
                  ) : (
                    <Text c="dimmed" ta="center">
                      <span aria-hidden>—</span>
                      <VisuallyHidden>{t('schedule.noSlot')}</VisuallyHidden>
                    </Text>
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
