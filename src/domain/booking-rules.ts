/**
 * Every booking rule of spec sections 5, 6 and 9, once. The PWA calls these for instant feedback;
 * the server calls the same functions inside the transaction that writes, with the rows it has
 * locked, so the answer cannot change between the check and the write.
 */
import { findBlock, blockLabel } from './blocked-times.ts';
import { limitFamily, roleLimit } from './booking-roles.ts';
import { addDays, daysBetween, isIsoDate } from './club-time.ts';
import type { BlockedTime, CourtType, RoleLimits } from './courts.ts';
import type { PaymentStatus } from './payment-status.ts';
import { isAdminRole, isCoachRole, isMemberRole, isNonMemberRole } from './roles.ts';
import { msg, type Message } from '@/i18n/message.ts';
import { courtSlots, pickConsecutiveSlots, type CourtHours, type Slot } from './slots.ts';

export const MAX_BOOKINGS_PER_DAY = 2;
export const PAST_UNPAID_BLOCK = 3;
export const WEEKLY_WINDOW_DAYS = 7;

export const BOOKING_MESSAGES = {
  dailyCap: msg('rules.dailyCap'),
  pastUnpaid: msg('rules.pastUnpaid'),
  weeklyMember: (n: number) => msg('rules.weeklyMember', { n }),
  weeklyNonMember: (n: number) => msg('rules.weeklyNonMember', { n }),
  rivalRequired: msg('rules.rivalRequired'),
  leagueNotAllowed: msg('rules.leagueNotAllowed'),
  leaguePadel: msg('rules.leaguePadel'),
  rivalNotLeague: msg('rules.rivalNotLeague'),
  slotTaken: msg('rules.slotTaken'),
  slotPast: msg('rules.slotPast'),
  slotInvalid: msg('rules.slotInvalid'),
  dayNotBookable: msg('rules.dayNotBookable'),
  dateInvalid: msg('rules.dateInvalid'),
  payFirst: msg('rules.payFirst'),
} as const;

export type BookingRuleCode =
  | 'dateInvalid'
  | 'dayNotBookable'
  | 'slotInvalid'
  | 'slotPast'
  | 'slotBlocked'
  | 'pastUnpaid'
  | 'dailyCap'
  | 'weeklyCap'
  | 'leagueNotAllowed'
  | 'leaguePadel'
  | 'rivalRequired'
  | 'rivalNotLeague'
  | 'payFirst';

export interface RuleViolation {
  code: BookingRuleCode;
  message: Message;
}

export interface CourtRules extends CourtHours {
  type: CourtType;
  maxDaysInAdvance: RoleLimits;
  maxBookingsPerWeek: RoleLimits;
  blockedTimes: BlockedTime[];
}

/** One of the booker's active (not cancelled) bookings, on any court. */
export interface ExistingBooking {
  dateBooked: string;
  startsAt: Date | string | number;
  paymentStatus: PaymentStatus | string;
  /** A date of a series ('abono'): counted for the weekly limit only where the club says so. */
  series?: boolean;
}

/** The days a role may book from `today`: today and the next maxDaysInAdvance − 1 days. */
export function bookableDates(
  court: Pick<CourtRules, 'maxDaysInAdvance'>,
  role: string,
  today: string,
) {
  const n = Math.max(0, Math.floor(roleLimit(court.maxDaysInAdvance, role)));
  return Array.from({ length: n }, (_, i) => addDays(today, i));
}

export function isDateBookable(
  court: Pick<CourtRules, 'maxDaysInAdvance'>,
  role: string,
  today: string,
  date: string,
): boolean {
  if (!isIsoDate(date)) return false;
  const ahead = daysBetween(today, date);
  return ahead >= 0 && ahead < roleLimit(court.maxDaysInAdvance, role);
}

const ms = (v: Date | string | number) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

/** Bookings whose day falls in the 7 days starting today (today … today + 6). */
export function bookingsInWeeklyWindow(
  bookings: readonly ExistingBooking[],
  today: string,
): number {
  const last = addDays(today, WEEKLY_WINDOW_DAYS - 1);
  return bookings.filter((b) => b.dateBooked >= today && b.dateBooked <= last).length;
}

export function weeklyCapViolation(
  court: Pick<CourtRules, 'maxBookingsPerWeek'>,
  role: string,
  bookings: readonly ExistingBooking[],
  today: string,
  selected = 1,
): RuleViolation | null {
  if (isAdminRole(role)) return null;
  const cap = roleLimit(court.maxBookingsPerWeek, role);
  if (bookingsInWeeklyWindow(bookings, today) + selected <= cap) return null;
  const message =
    limitFamily(role) === 'member' || limitFamily(role) === 'coach'
      ? BOOKING_MESSAGES.weeklyMember(cap)
      : BOOKING_MESSAGES.weeklyNonMember(cap);
  return { code: 'weeklyCap', message };
}

export function dailyCapViolation(
  role: string,
  bookings: readonly ExistingBooking[],
  date: string,
): RuleViolation | null {
  if (isCoachRole(role)) return null;
  const sameDay = bookings.filter((b) => b.dateBooked === date).length;
  return sameDay >= MAX_BOOKINGS_PER_DAY
    ? { code: 'dailyCap', message: BOOKING_MESSAGES.dailyCap }
    : null;
}

/** Past bookings not paid (status other than P). */
export function pastUnpaidCount(bookings: readonly ExistingBooking[], now: Date): number {
  return bookings.filter((b) => ms(b.startsAt) < now.getTime() && b.paymentStatus !== 'P').length;
}

export function pastUnpaidViolation(
  bookings: readonly ExistingBooking[],
  now: Date,
): RuleViolation | null {
  return pastUnpaidCount(bookings, now) >= PAST_UNPAID_BLOCK
    ? { code: 'pastUnpaid', message: BOOKING_MESSAGES.pastUnpaid }
    : null;
}

/** Who pays by card before the booking exists: everyone who is not a member, unless league. */
export function mustPayFirst(role: string, isLeagueMatch: boolean): boolean {
  return !isMemberRole(role) && !isLeagueMatch;
}

export function canPlayLeague(user: { league: boolean }, court: Pick<CourtRules, 'type'>): boolean {
  return user.league && court.type !== 'padel';
}

/** Price multiplier: the court's price is per player, 4 on padel and 2 otherwise. */
export function priceMultiplier(type: CourtType): number {
  return type === 'padel' ? 4 : 2;
}

/**
 * Full court price, in the unit of `costs` (cents on the server, euros in the PWA):
 * costs.nonMember for 'guess', costs.uca for other roles, × multiplier, × slots booked.
 */
export function courtPrice(
  court: { type: CourtType; costs: { nonMember: number; uca: number } },
  role: string,
  slotCount = 1,
): number {
  const perPlayer = isNonMemberRole(role) ? court.costs.nonMember : court.costs.uca;
  return perPlayer * priceMultiplier(court.type) * slotCount;
}

export interface SlotState {
  slot: Slot;
  blocked: Message | null;
  past: boolean;
}

/** The day's slots with whether each is blocked (and why) or already started. */
export function daySlotStates(
  court: CourtRules,
  date: string,
  timeZone: string,
  now: Date,
): SlotState[] {
  return courtSlots(court, date, timeZone).map((slot) => {
    const block = findBlock(court.blockedTimes, date, slot.label);
    return {
      slot,
      blocked: block ? blockLabel(block) : null,
      past: slot.startsAt.getTime() <= now.getTime(),
    };
  });
}

export interface BookingRequestCheck {
  court: CourtRules;
  timeZone: string;
  now: Date;
  /** Club-local date of `now`. */
  today: string;
  booker: { role: string; league: boolean };
  date: string;
  slots: string[];
  isLeagueMatch: boolean;
  /** The rival of a league match: the first other member player, if any. */
  rival: { league: boolean } | null;
  /** The booker's active bookings on any court. */
  existing: readonly ExistingBooking[];
  /** When checking for a payment that is already made (guest flow), skip the pay-first rule. */
  paid?: boolean;
  /** The club's 'series count against the weekly limit' setting (default: they do not). */
  seriesCountWeekly?: boolean;
}

export type BookingCheckResult = { ok: true; slots: Slot[] } | ({ ok: false } & RuleViolation);

/** Every rule for a new booking, in the order a member would want to hear about them. */
export function checkBookingRequest(input: BookingRequestCheck): BookingCheckResult {
  const fail = (code: BookingRuleCode, message: Message): BookingCheckResult => ({
    ok: false,
    code,
    message,
  });
  const { court, booker, date } = input;
  if (!isIsoDate(date)) return fail('dateInvalid', BOOKING_MESSAGES.dateInvalid);
  const slots = pickConsecutiveSlots(courtSlots(court, date, input.timeZone), input.slots);
  if (!slots) return fail('slotInvalid', BOOKING_MESSAGES.slotInvalid);
  if (slots[0]!.startsAt.getTime() <= input.now.getTime()) {
    return fail('slotPast', BOOKING_MESSAGES.slotPast);
  }
  if (!isAdminRole(booker.role) && !isDateBookable(court, booker.role, input.today, date)) {
    return fail('dayNotBookable', BOOKING_MESSAGES.dayNotBookable);
  }
  for (const slot of slots) {
    const block = findBlock(court.blockedTimes, date, slot.label);
    if (block) return fail('slotBlocked', blockLabel(block));
  }
  if (input.isLeagueMatch) {
    if (!booker.league) return fail('leagueNotAllowed', BOOKING_MESSAGES.leagueNotAllowed);
    if (court.type === 'padel') return fail('leaguePadel', BOOKING_MESSAGES.leaguePadel);
    if (!input.rival) return fail('rivalRequired', BOOKING_MESSAGES.rivalRequired);
    if (!input.rival.league) return fail('rivalNotLeague', BOOKING_MESSAGES.rivalNotLeague);
  }
  const unpaid = pastUnpaidViolation(input.existing, input.now);
  if (unpaid) return { ok: false, ...unpaid };
  const daily = dailyCapViolation(booker.role, input.existing, date);
  if (daily) return { ok: false, ...daily };
  const counted = input.seriesCountWeekly
    ? input.existing
    : input.existing.filter((b) => !b.series);
  const weekly = weeklyCapViolation(court, booker.role, counted, input.today);
  if (weekly) return { ok: false, ...weekly };
  if (!input.paid && mustPayFirst(booker.role, input.isLeagueMatch)) {
    return fail('payFirst', BOOKING_MESSAGES.payFirst);
  }
  return { ok: true, slots };
}
