import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  blockCoversBooking,
  checkBlockedTime,
  checkCourtHours,
  checkWalletAdjustment,
  isClubGivenRole,
} from './admin.ts';

const block = {
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  daysOfWeek: ['Martes' as const],
  timeRange: '09:00 - 12:00',
  reason: 'Torneo',
  exceptions: [{ date: '2026-11-24', timeRange: '10:00 - 11:00' }],
};

describe('admin rules', () => {
  it('knows the roles the club gives', () => {
    expect(['admin', 'coach', 'vip', 'uca'].every(isClubGivenRole)).toBe(true);
    expect(isClubGivenRole('user-adult')).toBe(false);
    expect(isClubGivenRole('guess')).toBe(false);
  });

  it('wants a reason, a positive amount in cents and a balance that covers a debit', () => {
    const ok = { type: 'credit' as const, amount: 12.5, reason: 'Compensación' };
    expect(checkWalletAdjustment(ok)).toBeNull();
    expect(checkWalletAdjustment({ ...ok, reason: '  ' })).toBe(ADMIN_MESSAGES.reasonRequired);
    expect(checkWalletAdjustment({ ...ok, amount: 0 })).toBe(ADMIN_MESSAGES.amountInvalid);
    expect(checkWalletAdjustment({ ...ok, amount: -5 })).toBe(ADMIN_MESSAGES.amountInvalid);
    expect(checkWalletAdjustment({ ...ok, amount: 1.005 })).toBe(ADMIN_MESSAGES.amountInvalid);
    expect(checkWalletAdjustment({ ...ok, amount: 10_001 })).toBe(ADMIN_MESSAGES.amountTooLarge);
    const debit = { ...ok, type: 'debit' as const };
    expect(checkWalletAdjustment(debit, 1250)).toBeNull();
    expect(checkWalletAdjustment(debit, 1249)).toBe(ADMIN_MESSAGES.notEnoughBalance);
  });

  it('checks opening hours and the slot length', () => {
    const hours = { openingTime: '09:00', closingTime: '22:30', slotMinutes: 90 };
    expect(checkCourtHours(hours)).toBeNull();
    expect(checkCourtHours({ ...hours, closingTime: '09:00' })).toBe(ADMIN_MESSAGES.hoursInvalid);
    expect(checkCourtHours({ ...hours, openingTime: '9:00' })).toBe(ADMIN_MESSAGES.timeInvalid);
    expect(checkCourtHours({ ...hours, closingTime: '10:00' })).toBe(ADMIN_MESSAGES.slotTooLong);
  });

  it('checks a block as typed', () => {
    expect(checkBlockedTime(block)).toBeNull();
    expect(checkBlockedTime({ ...block, endDate: '2026-11-22' })).toBe(ADMIN_MESSAGES.datesInvalid);
    expect(checkBlockedTime({ ...block, daysOfWeek: [] })).toBe(ADMIN_MESSAGES.weekdaysRequired);
    expect(checkBlockedTime({ ...block, timeRange: '12:00 - 09:00' })).toBe(
      ADMIN_MESSAGES.timeRangeInvalid,
    );
    expect(
      checkBlockedTime({
        ...block,
        exceptions: [{ date: '2026-12-01', timeRange: '10:00 - 11:00' }],
      }),
    ).toBe(ADMIN_MESSAGES.exceptionOutside);
  });

  it('finds the bookings a block covers, exceptions excepted', () => {
    const tuesday = '2026-11-24';
    expect(blockCoversBooking(block, { dateBooked: tuesday, slots: ['09:00 - 10:00'] })).toBe(true);
    // The exception frees 10:00-11:00 that Tuesday.
    expect(blockCoversBooking(block, { dateBooked: tuesday, slots: ['10:00 - 11:00'] })).toBe(
      false,
    );
    // Half a slot inside the block is covered.
    expect(blockCoversBooking(block, { dateBooked: tuesday, slots: ['11:30 - 13:00'] })).toBe(true);
    expect(blockCoversBooking(block, { dateBooked: tuesday, slots: ['12:00 - 13:00'] })).toBe(
      false,
    );
    // Wednesday is not listed.
    expect(blockCoversBooking(block, { dateBooked: '2026-11-25', slots: ['09:00 - 10:00'] })).toBe(
      false,
    );
  });
});
