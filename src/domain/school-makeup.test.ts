import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import {
  MAKEUP_MESSAGES,
  makeUpPlaces,
  makeUpProblem,
  seasonBounds,
  seasonOf,
  type MakeUpRequest,
} from './school-makeup.ts';

const group = (id: string, level: string, days: string[]) => ({
  id,
  level,
  size: 4,
  daysOfWeek: days,
  startDate: '2026-09-01',
  endDate: '2027-06-30',
});

/** Missed Monday 23 November in 'Iniciación' (Mon), made up Thursday 26 in another one (Thu). */
const OK: MakeUpRequest = {
  own: group('a', 'Iniciación', ['Lunes']),
  missedDate: '2026-11-23',
  missed: true,
  target: group('b', 'iniciación ', ['Jueves']),
  date: '2026-11-26',
  today: '2026-11-24',
  targetCancelled: false,
  used: 0,
  limit: 2,
  placed: 3,
  makeUpsThatDay: 0,
};

describe('make-up classes', () => {
  it('counts seasons from September', () => {
    expect(seasonOf('2026-09-01')).toBe('2026-27');
    expect(seasonOf('2027-06-30')).toBe('2026-27');
    expect(seasonOf('2026-08-31')).toBe('2025-26');
    expect(seasonOf('2099-10-01')).toBe('2099-00');
    expect(seasonBounds('2026-27')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
  });

  it('counts a free place as size less pupils less that day’s make-ups', () => {
    expect(makeUpPlaces(4, 3, 0)).toBe(1);
    expect(makeUpPlaces(4, 3, 1)).toBe(0);
    expect(makeUpPlaces(4, 4, 2)).toBe(0);
  });

  it('takes a missed class in another group of the same level with a free place', () => {
    expect(makeUpProblem(OK)).toBeNull();
  });

  it('refuses each rule in Spanish', () => {
    expect(makeUpProblem({ ...OK, missed: false })).toBe(MAKEUP_MESSAGES.notMissed);
    expect(makeUpProblem({ ...OK, missedDate: '2026-11-24' })).toBe(MAKEUP_MESSAGES.notMissed);
    expect(makeUpProblem({ ...OK, target: OK.own, date: '2026-11-30' })).toBe(
      MAKEUP_MESSAGES.sameGroup,
    );
    expect(makeUpProblem({ ...OK, target: group('b', 'Perfeccionamiento', ['Jueves']) })).toBe(
      MAKEUP_MESSAGES.otherLevel,
    );
    expect(makeUpProblem({ ...OK, date: '2026-11-24' })).toBe(MAKEUP_MESSAGES.notAhead);
    expect(makeUpProblem({ ...OK, date: '2026-11-27' })).toBe(MAKEUP_MESSAGES.notSessionDay);
    expect(makeUpProblem({ ...OK, targetCancelled: true })).toBe(MAKEUP_MESSAGES.cancelled);
    expect(inSpanish(makeUpProblem({ ...OK, used: 2 }))).toBe(
      'Ya has usado las 2 recuperaciones de esta temporada.',
    );
    expect(inSpanish(makeUpProblem({ ...OK, used: 1, limit: 1 }))).toBe(
      'Ya has usado la recuperación de esta temporada.',
    );
    expect(makeUpProblem({ ...OK, makeUpsThatDay: 1 })).toBe(MAKEUP_MESSAGES.full);
  });
});
