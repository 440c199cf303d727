import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS } from './club-settings.ts';
import {
  WAITLIST_MESSAGES,
  joinRefusal,
  lineForFreedSlots,
  promotionStep,
  waitlistEnabled,
  walkLine,
  type PromotionStep,
  type QueuedEntry,
} from './waitlist.ts';

const entry = (id: string, seq: number, userId: string, slots: string[]): QueuedEntry => ({
  id,
  seq,
  userId,
  slots,
});

describe('joining a line', () => {
  const ok = { enabled: true, taken: true, started: false, ownBooking: false };
  it('is allowed on a taken slot that has not started', () => {
    expect(joinRefusal(ok)).toBeNull();
  });
  it('is refused, with the reason, when off, started, free or the member’s own', () => {
    expect(joinRefusal({ ...ok, enabled: false })).toBe(WAITLIST_MESSAGES.disabled);
    expect(joinRefusal({ ...ok, started: true })).toBe(WAITLIST_MESSAGES.past);
    expect(joinRefusal({ ...ok, taken: false })).toBe(WAITLIST_MESSAGES.notTaken);
    expect(joinRefusal({ ...ok, ownBooking: true })).toBe(WAITLIST_MESSAGES.ownBooking);
  });
  it('follows the club setting per court type', () => {
    const settings = {
      ...DEFAULT_CLUB_SETTINGS,
      waitlist: { enabled: { padel: false, tennis: true } },
    };
    expect(waitlistEnabled(settings, 'padel')).toBe(false);
    expect(waitlistEnabled(settings, 'tennis')).toBe(true);
  });
});

describe('the booking rules’ answer as a promotion step', () => {
  it('books when allowed, holds for non-members, waits while taken or blocked', () => {
    expect(promotionStep(null)).toBe('book');
    expect(promotionStep('payFirst')).toBe('hold');
    expect(promotionStep('slotTaken')).toBe('wait');
    expect(promotionStep('slotBlocked')).toBe('wait');
  });
  it('refuses (keeping the place) on the member’s limits, and expires on a started slot', () => {
    for (const code of ['dailyCap', 'weeklyCap', 'pastUnpaid', 'dayNotBookable'] as const) {
      expect(promotionStep(code)).toBe('refused');
    }
    expect(promotionStep('slotPast')).toBe('expire');
  });
});

describe('the order of a line', () => {
  it('offers a freed slot by sequence, to entries wanting it, each member once', () => {
    const entries = [
      entry('c', 3, 'u3', ['10:00 - 11:00']),
      entry('a', 1, 'u1', ['10:00 - 11:00']),
      entry('x', 2, 'u2', ['12:00 - 13:00']),
      entry('b', 4, 'u1', ['10:00 - 11:00', '11:00 - 12:00']),
    ];
    expect(lineForFreedSlots(entries, ['10:00 - 11:00']).map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('books the first eligible member, skipping (and keeping) those the rules refuse', async () => {
    const line = [
      entry('a', 1, 'u1', ['10:00 - 11:00']),
      entry('b', 2, 'u2', ['10:00 - 11:00']),
      entry('c', 3, 'u3', ['10:00 - 11:00']),
    ];
    const answers: Record<string, PromotionStep> = { a: 'refused', b: 'book', c: 'book' };
    const steps = await walkLine(line, ['10:00 - 11:00'], async (e) => answers[e.id]!);
    expect(steps.map((s) => [s.entry.id, s.step])).toEqual([
      ['a', 'refused'],
      ['b', 'book'],
    ]);
  });

  it('serves every freed slot of a longer booking, one entry each', async () => {
    const freed = ['10:00 - 11:00', '11:00 - 12:00'];
    const line = [
      entry('a', 1, 'u1', ['10:00 - 11:00']),
      entry('b', 2, 'u2', ['10:00 - 11:00']),
      entry('c', 3, 'u3', ['11:00 - 12:00']),
    ];
    const booked = new Set<string>();
    const steps = await walkLine(line, freed, async (e) => {
      if (e.slots.some((s) => booked.has(s))) return 'wait';
      e.slots.forEach((s) => booked.add(s));
      return 'book';
    });
    expect(steps.map((s) => [s.entry.id, s.step])).toEqual([
      ['a', 'book'],
      ['c', 'book'],
    ]);
  });
});
