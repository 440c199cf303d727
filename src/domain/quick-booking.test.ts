import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS, type ClubSettings } from './club-settings.ts';
import { nearestTimes, quickCourtOrder, slotsFor, type QuickCandidate } from './quick-booking.ts';
import { courtSlots } from './slots.ts';

const courts: QuickCandidate[] = [
  { id: 'p1', indoor: false, position: 1, usage: 5 },
  { id: 'p2', indoor: true, position: 2, usage: 9 },
  { id: 'p3', indoor: false, position: 3, usage: 1 },
];
const settings = (q: Partial<ClubSettings['quickBooking']>) => ({
  quickBooking: { ...DEFAULT_CLUB_SETTINGS.quickBooking, ...q },
});
const ids = (list: QuickCandidate[]) => list.map((c) => c.id);

describe('the quick booking’s court order', () => {
  it('tries the least used court first on a dry day', () => {
    expect(ids(quickCourtOrder(courts, settings({}), false))).toEqual(['p3', 'p1', 'p2']);
  });
  it('puts covered courts first when rain is forecast', () => {
    expect(ids(quickCourtOrder(courts, settings({}), true))).toEqual(['p2', 'p3', 'p1']);
  });
  it('ignores the rain when the club turned that off, and can follow the court order', () => {
    expect(ids(quickCourtOrder(courts, settings({ indoorFirstWhenRain: false }), true))).toEqual([
      'p3',
      'p1',
      'p2',
    ]);
    expect(ids(quickCourtOrder(courts, settings({ tieBreak: 'court-order' }), false))).toEqual([
      'p1',
      'p2',
      'p3',
    ]);
  });
  it('breaks equal use by the court order', () => {
    const tied = courts.map((c) => ({ ...c, usage: 0 }));
    expect(ids(quickCourtOrder(tied, settings({}), false))).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('the slots of a quick request', () => {
  const day = courtSlots(
    { openingTime: '08:00', closingTime: '22:00', slotMinutes: 60 },
    '2026-11-23',
    'Europe/Madrid',
  );
  it('takes consecutive slots from the time for the length asked', () => {
    expect(slotsFor(day, '19:00', 120)?.map((s) => s.label)).toEqual([
      '19:00 - 20:00',
      '20:00 - 21:00',
    ]);
  });
  it('refuses a start or a length the court’s slots do not line up with', () => {
    expect(slotsFor(day, '19:30', 60)).toBeNull();
    expect(slotsFor(day, '19:00', 90)).toBeNull();
    expect(slotsFor(day, '21:00', 120)).toBeNull();
  });
});

describe('the nearest free times', () => {
  it('orders by distance from the time asked, earlier first on a tie', () => {
    expect(nearestTimes(['17:00', '21:00', '18:00', '20:00', '18:00'], '19:00')).toEqual([
      '18:00',
      '20:00',
      '17:00',
    ]);
  });
});
