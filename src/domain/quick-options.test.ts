import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { describe, expect, it } from 'vitest';
import {
  lengthLabel,
  quickDays,
  quickDefaults,
  quickLengths,
  quickStarts,
  type QuickCourt,
  freeQuickStarts,
} from './quick-options.ts';

const TZ = 'Europe/Madrid';
const window = { member: 7, nonMember: 2, uca: 3, coach: 14 };
// The demo club's courts (server/modules/courts/seed.ts).
const padel: QuickCourt = {
  type: 'padel',
  openingTime: '09:00',
  closingTime: '22:30',
  slotMinutes: 90,
  maxDaysInAdvance: window,
};
const tennis: QuickCourt = {
  type: 'tennis',
  openingTime: '08:00',
  closingTime: '22:00',
  slotMinutes: 60,
  maxDaysInAdvance: window,
};
const demo = [padel, padel, tennis, tennis];
const DAY = '2026-12-07';
const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`);

describe('the quick booking’s options', () => {
  it('offers the lengths the sport’s courts have', () => {
    expect(quickLengths(demo, 'padel')).toEqual([90]);
    expect(quickLengths(demo, 'tennis')).toEqual([60, 120]);
    expect(quickLengths([tennis], 'padel')).toEqual([]);
    expect(quickLengths(demo, 'tennis', true)).toEqual([60]);
  });

  it('offers the starts the courts’ slots line up with, still ahead', () => {
    const early = at('07:00');
    expect(quickStarts(demo, 'padel', DAY, 90, early, TZ)).toEqual([
      '09:00',
      '10:30',
      '12:00',
      '13:30',
      '15:00',
      '16:30',
      '18:00',
      '19:30',
      '21:00',
    ]);
    expect(quickStarts(demo, 'tennis', DAY, 60, early, TZ)).toHaveLength(14);
    expect(quickStarts(demo, 'tennis', DAY, 120, early, TZ).at(-1)).toBe('20:00');
    expect(quickStarts(demo, 'padel', DAY, 90, at('19:00'), TZ)).toEqual(['19:30', '21:00']);
    expect(quickStarts(demo, 'padel', DAY, 60, early, TZ)).toEqual([]);
  });

  it('offers the days the role may book', () => {
    expect(quickDays(demo, 'padel', 'user-adult', DAY)).toHaveLength(7);
    expect(quickDays(demo, 'padel', 'guess', DAY)).toEqual([DAY, '2026-12-08']);
  });

  it('defaults to the next start still ahead and the shortest length', () => {
    expect(quickDefaults(demo, 'padel', 'user-adult', at('19:00'), DAY, TZ)).toEqual({
      date: DAY,
      time: '19:30',
      minutes: 90,
    });
    expect(quickDefaults(demo, 'tennis', 'guess', at('10:15'), DAY, TZ)).toEqual({
      date: DAY,
      time: '11:00',
      minutes: 60,
    });
  });

  it('defaults to the slot most of the sport’s courts have, not an odd court’s', () => {
    const mini: QuickCourt = { ...padel, slotMinutes: 60 };
    expect(
      quickDefaults([padel, padel, mini], 'padel', 'user-adult', at('19:00'), DAY, TZ),
    ).toEqual({ date: DAY, time: '19:30', minutes: 90 });
    expect(quickDefaults([padel, mini], 'padel', 'user-adult', at('19:00'), DAY, TZ)?.minutes).toBe(
      60,
    );
  });

  it('moves to tomorrow’s first start when today has none left', () => {
    expect(quickDefaults(demo, 'padel', 'guess', at('21:30'), DAY, TZ)).toEqual({
      date: '2026-12-08',
      time: '09:00',
      minutes: 90,
    });
    const noDays = { ...padel, maxDaysInAdvance: { member: 7, nonMember: 0 } };
    expect(quickDefaults([noDays], 'padel', 'guess', at('10:00'), DAY, TZ)).toBeNull();
  });

  it('names lengths in Spanish', () => {
    expect(inSpanish([60, 90, 120, 45, 180, 100].map(lengthLabel))).toEqual([
      '1 hora',
      '1 hora y media',
      '2 horas',
      '45 minutos',
      '3 horas',
      '1 hora y 40 minutos',
    ]);
  });
});

describe("the first free start of the club's day", () => {
  const court = (bookable: boolean, ...states: string[]) => ({
    bookable,
    slots: ['18:00 - 19:30', '19:30 - 21:00', '21:00 - 22:30'].map((slot, i) => ({
      slot,
      state: states[i] ?? 'free',
    })),
  });
  const starts = ['18:00', '19:30', '21:00'];

  it('keeps the starts where some bookable court has every slot of the length free', () => {
    expect(freeQuickStarts(starts, [court(true, 'taken', 'free', 'free')], 90)).toEqual([
      '19:30',
      '21:00',
    ]);
    expect(freeQuickStarts(starts, [court(true, 'free', 'taken', 'free')], 180)).toEqual([]);
    expect(
      freeQuickStarts(starts, [court(true, 'taken'), court(true, 'free', 'free', 'held')], 180),
    ).toEqual(['18:00', '19:30']);
  });

  it('skips a court the viewer may not book that day, and a start no slot begins at', () => {
    expect(freeQuickStarts(starts, [court(false)], 90)).toEqual([]);
    expect(freeQuickStarts(['18:30'], [court(true)], 90)).toEqual([]);
  });
});
