/**
 * Rules of the admin area, shared by the admin screens (instant feedback) and the server (which
 * enforces them in the transaction that writes): which roles the club gives, what a wallet
 * adjustment must carry, what a court's hours must look like, which bookings a block covers.
 */
import { findBlock, type BlockedTimeLike } from './blocked-times.ts';
import { timeToMinutes } from './club-time.ts';
import { SPANISH_WEEKDAYS } from './courts.ts';
import { parseTimeRange } from './slots.ts';
import { msg, type Message } from '@/i18n/message.ts';

/** Roles the club gives by hand; the membership roles follow the membership and are not set here. */
export const CLUB_GIVEN_ROLES = ['admin', 'coach', 'vip', 'uca'] as const;
export type ClubGivenRole = (typeof CLUB_GIVEN_ROLES)[number];

export function isClubGivenRole(role: string): role is ClubGivenRole {
  return (CLUB_GIVEN_ROLES as readonly string[]).includes(role);
}

export const ADMIN_MESSAGES = {
  reasonRequired: msg('rules.adminReasonRequired'),
  amountInvalid: msg('rules.adminAmountInvalid'),
  amountTooLarge: msg('rules.adminAmountTooLarge'),
  notEnoughBalance: msg('rules.adminNotEnoughBalance'),
  hoursInvalid: msg('rules.adminHoursInvalid'),
  slotTooLong: msg('rules.adminSlotTooLong'),
  timeInvalid: msg('rules.adminTimeInvalid'),
  timeRangeInvalid: msg('rules.adminTimeRangeInvalid'),
  datesInvalid: msg('rules.adminDatesInvalid'),
  weekdaysRequired: msg('rules.adminWeekdaysRequired'),
  weekdayInvalid: msg('rules.adminWeekdayInvalid'),
  exceptionOutside: msg('rules.adminExceptionOutside'),
  cannotChangeOwnRole: msg('rules.adminCannotChangeOwnRole'),
  cannotDisableSelf: msg('rules.adminCannotDisableSelf'),
} as const;

export const MIN_ADJUSTMENT_REASON = 3;
export const MAX_ADJUSTMENT_REASON = 200;
export const MAX_ADJUSTMENT_EUROS = 10_000;

export interface WalletAdjustment {
  type: 'credit' | 'debit';
  /** Euros, positive. */
  amount: number;
  reason: string;
}

/** The first problem of an adjustment, or null; `balanceCents` checks a debit can be covered. */
export function checkWalletAdjustment(
  adjustment: WalletAdjustment,
  balanceCents: number | null = null,
): Message | null {
  if (adjustment.reason.trim().length < MIN_ADJUSTMENT_REASON) return ADMIN_MESSAGES.reasonRequired;
  const { amount } = adjustment;
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(cents - amount * 100) > 1e-6) {
    return ADMIN_MESSAGES.amountInvalid;
  }
  if (amount > MAX_ADJUSTMENT_EUROS) return ADMIN_MESSAGES.amountTooLarge;
  if (adjustment.type === 'debit' && balanceCents !== null && cents > balanceCents) {
    return ADMIN_MESSAGES.notEnoughBalance;
  }
  return null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface CourtHoursInput {
  openingTime: string;
  closingTime: string;
  slotMinutes: number;
}

/** Opening hours a court can be booked in: valid times, closing after opening, one slot fits. */
export function checkCourtHours(hours: CourtHoursInput): Message | null {
  if (!TIME.test(hours.openingTime) || !TIME.test(hours.closingTime)) {
    return ADMIN_MESSAGES.timeInvalid;
  }
  const open = timeToMinutes(hours.openingTime);
  const close = timeToMinutes(hours.closingTime);
  if (close <= open) return ADMIN_MESSAGES.hoursInvalid;
  if (hours.slotMinutes > close - open) return ADMIN_MESSAGES.slotTooLong;
  return null;
}

function normaliseDay(day: string): string {
  return day
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A block as an admin types it: the first problem, or null. */
export function checkBlockedTime(block: BlockedTimeLike): Message | null {
  if (block.endDate < block.startDate) return ADMIN_MESSAGES.datesInvalid;
  if (block.daysOfWeek.length === 0) return ADMIN_MESSAGES.weekdaysRequired;
  const known = SPANISH_WEEKDAYS.map(normaliseDay);
  if (block.daysOfWeek.some((d) => !known.includes(normaliseDay(d)))) {
    return ADMIN_MESSAGES.weekdayInvalid;
  }
  if (!parseTimeRange(block.timeRange)) return ADMIN_MESSAGES.timeRangeInvalid;
  for (const exception of block.exceptions) {
    if (!parseTimeRange(exception.timeRange)) return ADMIN_MESSAGES.timeRangeInvalid;
    if (exception.date < block.startDate || exception.date > block.endDate) {
      return ADMIN_MESSAGES.exceptionOutside;
    }
  }
  return null;
}

export interface BookingSlotsLike {
  dateBooked: string;
  /** 'HH:MM - HH:MM' each. */
  slots: readonly string[];
}

/** True when the block (with its exceptions) takes any slot the booking holds. */
export function blockCoversBooking(block: BlockedTimeLike, booking: BookingSlotsLike): boolean {
  return booking.slots.some((slot) => findBlock([block], booking.dateBooked, slot) !== null);
}
