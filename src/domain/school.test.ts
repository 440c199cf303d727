import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHOOL_PRICES_CENTS,
  freePlaces,
  isSessionDay,
  latestSessionDay,
  schoolPlanParts,
  schoolPlanType,
} from './school.ts';
import { SCHOOL_TYPES, nextRole } from './subscriptions.ts';

const group = {
  daysOfWeek: ['Lunes', 'Miércoles'],
  startDate: '2026-09-01',
  endDate: '2027-06-30',
};

describe('school plans', () => {
  it('follow the group and whether the student holds a member role', () => {
    expect(schoolPlanType({ size: 6, hoursPerMonth: 4 }, 'user-adult')).toBe('socio_6p_4h');
    expect(schoolPlanType({ size: 4, hoursPerMonth: 8 }, 'vip')).toBe('socio_4p_8h');
    expect(schoolPlanType({ size: 4, hoursPerMonth: 8 }, 'guess')).toBe('no_socio_4p_8h');
    expect(schoolPlanType({ size: 6, hoursPerMonth: 8 }, 'uca')).toBe('no_socio_6p_8h');
    expect(() => schoolPlanType({ size: 5, hoursPerMonth: 8 }, 'guess')).toThrow(RangeError);
  });

  it('read back into their parts, and every plan has a seeded price', () => {
    expect(schoolPlanParts('no_socio_6p_4h')).toEqual({ members: false, size: 6, hours: 4 });
    expect(schoolPlanParts('socio_4p_8h')).toEqual({ members: true, size: 4, hours: 8 });
    for (const type of SCHOOL_TYPES) expect(DEFAULT_SCHOOL_PRICES_CENTS[type]).toBeGreaterThan(0);
    // A member pays less than a non-member for the same group.
    expect(DEFAULT_SCHOOL_PRICES_CENTS.socio_4p_8h).toBeLessThan(
      DEFAULT_SCHOOL_PRICES_CENTS.no_socio_4p_8h,
    );
  });

  it('never change the role (a school plan is not a membership)', () => {
    for (const type of SCHOOL_TYPES) {
      expect(nextRole('guess', [type])).toBeNull();
      // With a school plan and an adult membership, the membership decides.
      expect(nextRole('guess', [type, 'adult'])).toBe('user-adult');
    }
  });
});

describe('groups', () => {
  it('count free places', () => {
    expect(freePlaces(6, 2)).toBe(4);
    expect(freePlaces(4, 5)).toBe(0);
  });

  it('have class on their weekdays within their dates', () => {
    expect(isSessionDay(group, '2026-11-23')).toBe(true); // Monday
    expect(isSessionDay(group, '2026-11-24')).toBe(false); // Tuesday
    expect(isSessionDay(group, '2027-07-05')).toBe(false); // a Monday after the end
  });

  it('find the latest class day, or the first one before the start', () => {
    expect(latestSessionDay(group, '2026-11-24')).toBe('2026-11-23');
    expect(latestSessionDay(group, '2026-11-25')).toBe('2026-11-25');
    expect(latestSessionDay(group, '2026-08-01')).toBe('2026-09-02');
    expect(latestSessionDay({ ...group, daysOfWeek: [] }, '2026-11-24')).toBeNull();
  });
});
