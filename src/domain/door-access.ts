/**
 * Who may open the club's door, and when. One function for the server's decision at the door and
 * for the member's 'Mi acceso' page, so the page never promises what the door refuses.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { isMemberRole, isStaffRole } from './roles.ts';

/** From this long before a booking starts until it ends, its booker and players may open. */
export const BOOKING_ACCESS_BEFORE_MS = 30 * 60_000;

/** Why the door opens, worded by whoever shows it (the door's answer, 'Mi acceso'). */
export const DOOR_REASONS = {
  staff: msg('rules.doorReasonStaff'),
  member: msg('rules.doorReasonMember'),
  membership: msg('rules.doorReasonMembership'),
  booking: msg('rules.doorReasonBooking'),
} as const satisfies Record<string, Message>;

/**
 * How each outcome of a door press reads in the access logs, on screen and in their CSV: catalogue
 * keys, worded in the reader's language.
 */
export const DOOR_RESULT_LABELS = {
  opened: 'rules.doorOpened',
  refused: 'rules.doorRefused',
  busy: 'rules.doorBusy',
  'rate-limited': 'rules.doorRateLimited',
  failed: 'rules.doorFailed',
} as const satisfies Record<string, Message['id']>;

export function doorResultLabel(result: string): Message {
  const key = (DOOR_RESULT_LABELS as Record<string, Message['id']>)[result];
  return key ? msg(key) : msg('rules.doorResultUnknown', { result });
}

export const DOOR_NOT_ALLOWED_MESSAGE = msg('rules.doorNotAllowed');

/** A booking the person may enter for (as booker or player), active and not yet over. */
export interface DoorBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export interface DoorWindow {
  bookingId: string;
  opensAt: Date;
  closesAt: Date;
}

export type DoorAccess =
  | { allowed: true; reason: Message; window: DoorWindow | null }
  | { allowed: false; reason: Message; nextWindow: DoorWindow | null };

export interface DoorAccessInput {
  role: string;
  holdsMembership: boolean;
  /** Active bookings that end at or after now, in any order. */
  bookings: readonly DoorBooking[];
}

function windowOf(booking: DoorBooking): DoorWindow {
  return {
    bookingId: booking.id,
    opensAt: new Date(booking.startsAt.getTime() - BOOKING_ACCESS_BEFORE_MS),
    closesAt: booking.endsAt,
  };
}

/**
 * Staff and member roles first, then a held membership, then a booking whose window covers now.
 * When the door stays shut, the earliest window still to open tells the member when it will not.
 */
export function doorAccess(input: DoorAccessInput, now: Date): DoorAccess {
  if (isStaffRole(input.role)) return { allowed: true, reason: DOOR_REASONS.staff, window: null };
  if (isMemberRole(input.role)) return { allowed: true, reason: DOOR_REASONS.member, window: null };
  if (input.holdsMembership) {
    return { allowed: true, reason: DOOR_REASONS.membership, window: null };
  }
  const windows = input.bookings
    .map(windowOf)
    .filter((w) => w.closesAt.getTime() >= now.getTime())
    .sort((a, b) => a.opensAt.getTime() - b.opensAt.getTime());
  const open = windows.find((w) => w.opensAt.getTime() <= now.getTime());
  if (open) return { allowed: true, reason: DOOR_REASONS.booking, window: open };
  return { allowed: false, reason: DOOR_NOT_ALLOWED_MESSAGE, nextWindow: windows[0] ?? null };
}
