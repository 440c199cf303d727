/**
 * Bonos: packs of sessions bought at a discount. Pure rules shared by the PWA and the server: what
 * one use is worth in cents, whether a pack may pay a booking, who may buy one, when it expires.
 *
 * A pack's price is split over its uses with the remainder spread one cent at a time over the
 * FIRST uses, so the uses always add up to the price exactly (1000 ¢ over 3 uses: 334, 333, 333).
 * The n-th use consumed is worth the n-th share; a use given back is the last one consumed, so
 * taking and giving back never drifts a cent.
 */
import type { CourtType } from './courts.ts';
import { msg, type Message } from '@/i18n/message.ts';

/**
 * What one use pays: the whole booking (a 'bono 5 pistas'), one player's part, or one class of
 * the tennis school (a 'bono de clases', taken when the coach marks the pupil present).
 */
export type PackCoverage = 'booking' | 'part' | 'class';
export type PackStatus = 'pending' | 'active' | 'expired' | 'refunded' | 'cancelled';
export type PackSaleMethod = 'wallet' | 'card' | 'cash' | 'card_terminal';

export const PACK_LIMITS = {
  maxUses: 100,
  maxPriceCents: 1_000_000,
  maxValidityDays: 730,
  maxExtendDays: 365,
  minMinutes: 30,
  maxMinutes: 240,
} as const;

export const PACK_MESSAGES = {
  notFound: msg('rules.packNotFound'),
  notActive: msg('rules.packNotActive'),
  expired: msg('rules.packExpired'),
  noUsesLeft: msg('rules.packNoUsesLeft'),
  wrongSport: msg('rules.packWrongSport'),
  wrongLength: msg('rules.packWrongLength'),
  wholeBookingOnly: msg('rules.packWholeBookingOnly'),
  partOnly: msg('rules.packPartOnly'),
  roleNotAllowed: msg('rules.packRoleNotAllowed'),
  typeInactive: msg('rules.packTypeInactive'),
  usedNotRefundable: msg('rules.packUsedNotRefundable'),
  alreadyRefunded: msg('rules.packAlreadyRefunded'),
  reasonRequired: msg('rules.packReasonRequired'),
  useReturned: msg('rules.packUseReturned'),
  classOnly: msg('rules.packClassOnly'),
  notForClasses: msg('rules.packNotForClasses'),
} as const;

export type PackCheck = { ok: true } | { ok: false; reason: Message };
const OK: PackCheck = { ok: true };
const no = (reason: Message): PackCheck => ({ ok: false, reason });

function assertSplit(priceCents: number, uses: number): void {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`a pack's price is whole cents, got ${priceCents}`);
  }
  if (!Number.isSafeInteger(uses) || uses < 1) {
    throw new RangeError(`a pack has at least one use, got ${uses}`);
  }
}

/** What the use numbered `index` (0 = the first consumed) is worth. */
export function shareOfUseCents(priceCents: number, uses: number, index: number): number {
  assertSplit(priceCents, uses);
  if (!Number.isInteger(index) || index < 0 || index >= uses) {
    throw new RangeError(`use ${index} is outside a pack of ${uses}`);
  }
  const base = Math.floor(priceCents / uses);
  return index < priceCents % uses ? base + 1 : base;
}

/** What consuming the next use is worth, with `usesLeft` before it. */
export function nextUseValueCents(priceCents: number, uses: number, usesLeft: number): number {
  return shareOfUseCents(priceCents, uses, uses - usesLeft);
}

/** What giving back one use returns, with `usesLeft` before it: the last use consumed. */
export function returnedUseValueCents(priceCents: number, uses: number, usesLeft: number): number {
  return shareOfUseCents(priceCents, uses, uses - usesLeft - 1);
}

/** The value still unused: the price less every use consumed, exact to the cent. */
export function unusedValueCents(priceCents: number, uses: number, usesLeft: number): number {
  assertSplit(priceCents, uses);
  let consumed = 0;
  for (let i = 0; i < uses - usesLeft; i += 1) consumed += shareOfUseCents(priceCents, uses, i);
  return priceCents - consumed;
}

/** The pack's end: `validityDays` after it was bought. */
export function packExpiry(purchasedAt: Date, validityDays: number): Date {
  return new Date(purchasedAt.getTime() + validityDays * 86_400_000);
}

export interface PackTerms {
  sport: CourtType;
  minutes: number;
  covers: PackCoverage;
}

export interface OwnedPack extends PackTerms {
  status: PackStatus;
  usesLeft: number;
  expiresAt: Date;
}

/** Whether a pack can pay now, for this court's sport and length, one part or the whole booking. */
export function canPayWithPack(
  pack: OwnedPack,
  booking: { sport: CourtType; minutes: number },
  wholeBooking: boolean,
  now: Date,
): PackCheck {
  if (pack.status === 'expired' || (pack.status === 'active' && pack.expiresAt <= now)) {
    return no(PACK_MESSAGES.expired);
  }
  if (pack.status !== 'active') return no(PACK_MESSAGES.notActive);
  if (pack.usesLeft <= 0) return no(PACK_MESSAGES.noUsesLeft);
  if (pack.covers === 'class') return no(PACK_MESSAGES.classOnly);
  if (pack.sport !== booking.sport) return no(PACK_MESSAGES.wrongSport);
  if (pack.minutes !== booking.minutes) return no(PACK_MESSAGES.wrongLength);
  if (pack.covers === 'booking' && !wholeBooking) return no(PACK_MESSAGES.wholeBookingOnly);
  if (pack.covers === 'part' && wholeBooking) return no(PACK_MESSAGES.partOnly);
  return OK;
}

/** Whether a pack can pay one school class now: a class pack, active, in date, with a use left. */
export function canPayClassWithPack(pack: OwnedPack, now: Date): PackCheck {
  if (pack.status === 'expired' || (pack.status === 'active' && pack.expiresAt <= now)) {
    return no(PACK_MESSAGES.expired);
  }
  if (pack.status !== 'active') return no(PACK_MESSAGES.notActive);
  if (pack.covers !== 'class') return no(PACK_MESSAGES.notForClasses);
  if (pack.usesLeft <= 0) return no(PACK_MESSAGES.noUsesLeft);
  return OK;
}

/**
 * Which of a pupil's packs pays the next class: of those that can, the one that expires first
 * (so no use lapses while a later pack is spent), the oldest id breaking ties. Null: none can.
 */
export function classPackToUse<T extends OwnedPack & { id: string }>(
  packs: readonly T[],
  now: Date,
): T | null {
  const usable = packs.filter((p) => canPayClassWithPack(p, now).ok);
  usable.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id.localeCompare(b.id));
  return usable[0] ?? null;
}

/** Who may buy: the roles the club listed (empty: every signed-in user). */
export function canBuyPack(type: { roles: readonly string[]; active: boolean }, role: string) {
  if (!type.active) return no(PACK_MESSAGES.typeInactive);
  if (type.roles.length > 0 && !type.roles.includes(role)) return no(PACK_MESSAGES.roleNotAllowed);
  return OK;
}

/** A member gives back only an active pack none of whose uses was consumed. */
export function canMemberRefund(pack: { status: PackStatus; usesLeft: number; uses: number }) {
  if (pack.status === 'refunded') return no(PACK_MESSAGES.alreadyRefunded);
  if (pack.status !== 'active') return no(PACK_MESSAGES.notActive);
  if (pack.usesLeft < pack.uses) return no(PACK_MESSAGES.usedNotRefundable);
  return OK;
}

/** What a member sees of a pack's sport, length and coverage: 'Pádel 90 min · pista completa'. */
export function packTermsLabel(terms: PackTerms): Message {
  return msg('rules.packTerms', {
    sport: terms.sport,
    minutes: terms.minutes,
    covers: terms.covers,
  });
}

/** How a pack was paid for, as the office's list and the receipt name it. */
export const PACK_METHOD_LABELS: Record<PackSaleMethod, Message> = {
  wallet: msg('rules.packMethodWallet'),
  card: msg('rules.packMethodCard'),
  cash: msg('rules.packMethodCash'),
  card_terminal: msg('rules.packMethodCardTerminal'),
};
