/**
 * The waitlist's rules ('Avísame si se libera'): who may join a line, in which order a freed slot
 * is offered, and what a refusal of the booking rules means for a member in line. Whether a
 * member may be booked is never decided here: it is the booking rules' own answer
 * (checkBookingRequest), classified by `promotionStep`.
 */
import type { BookingRuleCode } from './booking-rules.ts';
import type { ClubSettings } from './club-settings.ts';
import type { CourtType } from './courts.ts';
import { msg, type Message } from '@/i18n/message.ts';

export const WAITLIST_MESSAGES = {
  joined: msg('rules.waitlistJoined'),
  left: msg('rules.waitlistLeft'),
  disabled: msg('rules.waitlistDisabled'),
  notTaken: msg('rules.waitlistNotTaken'),
  past: msg('rules.waitlistPast'),
  already: msg('rules.waitlistAlready'),
  ownBooking: msg('rules.waitlistOwnBooking'),
  notFound: msg('rules.waitlistNotFound'),
  booked: msg('rules.waitlistBooked'),
  held: msg('rules.waitlistHeld'),
} as const;

/** Minutes a non-member first in line has to pay for a freed slot (the guest payment's hold). */
export const WAITLIST_HOLD_MINUTES = 15;

export function waitlistEnabled(settings: ClubSettings, type: CourtType): boolean {
  return settings.waitlist.enabled[type];
}

export interface JoinCheck {
  enabled: boolean;
  /** Whether every wanted slot is taken (by a booking or a hold) right now. */
  taken: boolean;
  /** Whether the first wanted slot has started. */
  started: boolean;
  /** The member already holds the slot themselves. */
  ownBooking: boolean;
}

/** Why a member may not join this line, or null when they may. */
export function joinRefusal(check: JoinCheck): Message | null {
  if (!check.enabled) return WAITLIST_MESSAGES.disabled;
  if (check.started) return WAITLIST_MESSAGES.past;
  if (check.ownBooking) return WAITLIST_MESSAGES.ownBooking;
  if (!check.taken) return WAITLIST_MESSAGES.notTaken;
  return null;
}

/** What a freed slot does for one entry, from the booking rules' answer for its member. */
export type PromotionStep =
  /** Booked: the line for these slots is served. */
  | 'book'
  /** A non-member: the slots are held for them to pay. */
  | 'hold'
  /** The slots are not (all) free for them: nothing to say, they stay in line. */
  | 'wait'
  /** The rules refuse them now: they stay in line and are told why. */
  | 'refused'
  /** The slot has started or no longer exists: the entry is over. */
  | 'expire';

/** The rules' refusal code (null: allowed) as a step of the promotion. */
export function promotionStep(code: BookingRuleCode | 'slotTaken' | null): PromotionStep {
  switch (code) {
    case null:
      return 'book';
    case 'payFirst':
      return 'hold';
    case 'slotTaken':
    case 'slotBlocked':
      return 'wait';
    case 'slotPast':
    case 'slotInvalid':
    case 'dateInvalid':
      return 'expire';
    default:
      return 'refused';
  }
}

export interface QueuedEntry {
  id: string;
  seq: number;
  userId: string;
  slots: readonly string[];
}

/**
 * The entries a freed set of slots is offered to, first in line first: those wanting at least
 * one of the freed slots, one member once (a member's earlier place counts).
 */
export function lineForFreedSlots<E extends QueuedEntry>(
  entries: readonly E[],
  freed: readonly string[],
): E[] {
  const free = new Set(freed);
  const seen = new Set<string>();
  return [...entries]
    .sort((a, b) => a.seq - b.seq)
    .filter((e) => {
      if (!e.slots.some((s) => free.has(s)) || seen.has(e.userId)) return false;
      seen.add(e.userId);
      return true;
    });
}

/**
 * Walks the line in order and books the first entries the rules allow, as `decide` answers for
 * each (it tries the booking). Stops at the first booked or held entry whose slots cover every
 * freed slot; the others keep their place. Returns each entry's step, in order.
 */
export async function walkLine<E extends QueuedEntry>(
  line: readonly E[],
  freed: readonly string[],
  decide: (entry: E) => Promise<PromotionStep>,
): Promise<Array<{ entry: E; step: PromotionStep }>> {
  const open = new Set(freed);
  const steps: Array<{ entry: E; step: PromotionStep }> = [];
  for (const entry of line) {
    if (!entry.slots.some((s) => open.has(s))) continue;
    const step = await decide(entry);
    steps.push({ entry, step });
    if (step === 'book' || step === 'hold') entry.slots.forEach((s) => open.delete(s));
    if (open.size === 0) break;
  }
  return steps;
}
