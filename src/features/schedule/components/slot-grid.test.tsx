import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookedSlot } from '@/api/bookings.ts';
import type { BlockedTime } from '@/api/courts.ts';
import { SlotGrid } from './slot-grid.tsx';
import { buildSlotViews } from './slot-views.ts';

const DATE = '2026-11-23'; // a Monday
const TZ = 'Europe/Madrid';

function booked(slot: string, overrides: Partial<BookedSlot>): BookedSlot {
  return {
    _id: `b-${slot}`,
    courtId: 'c1',
    dateBooked: DATE,
    timeBooked: slot,
    slots: [slot],
    startsAt: `${DATE}T12:00:00.000Z`,
    userBooked: { _id: 'u-other', name: 'Valeria VIP' },
    isMine: false,
    paymentStatus: 'C',
    isLeagueMatch: false,
    ...overrides,
  };
}

const blocks: BlockedTime[] = [
  {
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    daysOfWeek: ['Lunes'],
    timeRange: '19:00 - 20:00',
    reason: 'Escuela de tenis',
    exceptions: [],
  },
  {
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    daysOfWeek: ['Lunes'],
    timeRange: '20:00 - 21:00',
    reason: '',
    exceptions: [],
  },
];

const intervals = [
  '09:00 - 10:00',
  '15:00 - 16:00',
  '16:00 - 17:00',
  '17:00 - 18:00',
  '18:00 - 19:00',
  '19:00 - 20:00',
  '20:00 - 21:00',
  '21:00 - 22:00',
];

// 10:30 in Madrid: the 09:00 slot has started.
const now = new Date(`${DATE}T09:30:00.000Z`);

function views() {
  return buildSlotViews({
    intervals,
    date: DATE,
    blockedTimes: blocks,
    booked: [
      booked('16:00 - 17:00', { isMine: true, userBooked: { _id: 'me', name: 'Sofía Socia' } }),
      booked('17:00 - 18:00', {}),
      booked('18:00 - 19:00', { userBooked: { _id: 'x', name: null } }),
    ],
    weather: [],
    now,
    timeZone: TZ,
  });
}

function renderGrid(selected: string | null = null) {
  const onSelect = vi.fn();
  const onOwnClick = vi.fn();
  render(
    <MantineProvider>
      <SlotGrid views={views()} selected={selected} onSelect={onSelect} onOwnClick={onOwnClick} />
    </MantineProvider>,
  );
  return { onSelect, onOwnClick };
}

const slot = (name: string) => screen.getByRole('button', { name });

describe('SlotGrid', { timeout: 20_000 }, () => {
  it('labels each slot as the spec says', () => {
    renderGrid();
    expect(slot('15:00 - 16:00')).toHaveTextContent('15:00 - 16:00');
    expect(slot('16:00 - 17:00: Tu Reserva')).toHaveTextContent('Tu Reserva');
    expect(slot('17:00 - 18:00: Valeria VIP')).toHaveTextContent('Valeria VIP');
    // The server withholds other people's names from non-members.
    expect(slot('18:00 - 19:00: No socio')).toHaveTextContent('No socio');
    expect(slot('19:00 - 20:00: Escuela de tenis')).toHaveTextContent('Escuela de tenis');
    expect(slot('20:00 - 21:00: Horario bloqueado')).toHaveTextContent('Horario bloqueado');
  });

  it('colours own green, others red and the selection primary', () => {
    renderGrid('21:00 - 22:00');
    const own = slot('16:00 - 17:00: Tu Reserva');
    expect(own).toHaveAttribute('data-state', 'own');
    expect(own.getAttribute('style')).toContain('--mantine-color-green');
    const taken = slot('17:00 - 18:00: Valeria VIP');
    expect(taken).toHaveAttribute('data-state', 'taken');
    expect(taken.getAttribute('style')).toContain('--mantine-color-red-filled');
    const selected = slot('21:00 - 22:00');
    expect(selected).toHaveAttribute('data-state', 'selected');
    expect(selected).toHaveAttribute('data-variant', 'filled');
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    expect(slot('15:00 - 16:00')).toHaveAttribute('data-state', 'free');
  });

  it('disables past, blocked and taken slots; own and free ones stay usable', async () => {
    const { onSelect, onOwnClick } = renderGrid();
    expect(slot('09:00 - 10:00')).toBeDisabled();
    expect(slot('09:00 - 10:00')).toHaveAttribute('data-state', 'past');
    expect(slot('17:00 - 18:00: Valeria VIP')).toBeDisabled();
    expect(slot('18:00 - 19:00: No socio')).toBeDisabled();
    expect(slot('19:00 - 20:00: Escuela de tenis')).toBeDisabled();
    expect(slot('20:00 - 21:00: Horario bloqueado')).toBeDisabled();
    expect(slot('15:00 - 16:00')).toBeEnabled();

    await userEvent.click(slot('15:00 - 16:00'));
    expect(onSelect).toHaveBeenCalledWith('15:00 - 16:00');
    await userEvent.click(slot('16:00 - 17:00: Tu Reserva'));
    expect(onOwnClick).toHaveBeenCalledWith(expect.objectContaining({ slot: '16:00 - 17:00' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
