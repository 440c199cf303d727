/**
 * Promotion: when a slot frees (a cancellation of any kind, or a block lifted), the waitlist of
 * its court and day is walked in the SAME transaction, first in line first. Each member is tried
 * with the ordinary booking (createBookingInTx: every rule of src/domain, the booker's row lock,
 * the slots' unique index) inside a savepoint, so a refusal or a lost race undoes only that try.
 * If the freeing transaction rolls back, so does every promotion it made: nobody is promoted for
 * a slot that never freed. What happened is told once the caller has committed.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { blockCoversBooking } from '@/domain/admin.ts';
import type { BlockedTimeLike } from '@/domain/blocked-times.ts';
import { BOOKING_MESSAGES, courtPrice } from '@/domain/booking-rules.ts';
import type { BookingRuleCode } from '@/domain/booking-rules.ts';
import { pickConsecutiveSlots, courtSlots } from '@/domain/slots.ts';
import {
  WAITLIST_HOLD_MINUTES,
  lineForFreedSlots,
  promotionStep,
  waitlistEnabled,
  walkLine,
  type PromotionStep,
} from '@/domain/waitlist.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingHolds, users, waitlistEntries } from '../../../db/schema/index.ts';
import { HttpError, isUniqueViolation } from '../../../lib/errors.ts';
import { stored, storedColumns, storedMessage, type StoredText } from '../../../stored-text.ts';
import { readClubSettings } from '../../../services/club-settings.ts';
import { spanishDate } from '../../../services/csv.ts';
import { getCourtInTx, type LoadedCourt } from '../../courts/index.ts';
import { createBookingInTx } from '../create/create.ts';
import { freeExpiredHolds, takeSlotsForHold } from '../core/slots.ts';
import { userIdentityColumns } from '../../users/index.ts';

type EntryRow = typeof waitlistEntries.$inferSelect;

/** What a freeing transaction did for one member in line, told after it commits. */
export interface Promotion {
  entryId: string;
  userId: string;
  status: 'booked' | 'held' | 'refused';
  /** Worded in the member's language when told (publish.ts), a refusal's reason too. */
  message: StoredText;
  bookingId: string | null;
  /** 'Pádel - Pádel 1', worded in the member's language when told. */
  courtLabel: Message;
  when: string;
}

export interface FreedSlots {
  courtId: string;
  dateBooked: string;
  /** The freed slot labels ('HH:MM - HH:MM'). */
  slots: readonly string[];
}

/** The rule code of a refused try (null when it was no rule's refusal: a real failure). */
function refusalCode(error: unknown): BookingRuleCode | 'slotTaken' | null {
  if (isUniqueViolation(error)) return 'slotTaken';
  if (error instanceof HttpError && error.code) return error.code as BookingRuleCode | 'slotTaken';
  return null;
}

/** Why the rules refused: the refusal's message, or only its words when it had none. */
interface Refused {
  text: string;
  message: StoredText | null;
}

interface Attempt {
  step: PromotionStep;
  refusal?: Refused;
  bookingId?: string;
  holdId?: string;
}

/** Why a try was refused, kept to be read later: a unique violation is a taken slot. */
function refusalOf(error: unknown): Refused {
  if (!(error instanceof HttpError))
    return storedColumns(storedMessage(BOOKING_MESSAGES.slotTaken));
  if (typeof error.text === 'string') return { text: error.text, message: null };
  return storedColumns(storedMessage(error.text));
}

/** Books the entry's member as if they had asked for the slots themselves. */
async function tryBooking(
  ctx: AppContext,
  tx: Tx,
  court: LoadedCourt,
  entry: EntryRow,
): Promise<Attempt> {
  const [member] = await tx
    .select(userIdentityColumns)
    .from(users)
    .where(eq(users.id, entry.userId));
  if (!member) return { step: 'expire' };
  try {
    // A savepoint: a refused or lost try leaves the freeing transaction as it was.
    const bookingId = await tx.transaction((sp) =>
      createBookingInTx(
        ctx,
        sp,
        member,
        court,
        {
          courtId: court.row.id,
          dateBooked: entry.dateBooked,
          timeBooked: entry.slots,
          players: [],
          isLeagueMatch: false,
        },
        {},
      ),
    );
    return { step: 'book', bookingId };
  } catch (error) {
    const code = refusalCode(error);
    if (code === null) throw error;
    const step = promotionStep(code);
    if (step === 'hold') return holdForPayment(ctx, tx, court, entry, member.role);
    return { step, refusal: refusalOf(error) };
  }
}

/** A non-member first in line: the slots are held for them to pay, as a guest's payment does. */
async function holdForPayment(
  ctx: AppContext,
  tx: Tx,
  court: LoadedCourt,
  entry: EntryRow,
  role: string,
): Promise<Attempt> {
  const now = ctx.now();
  const slots = pickConsecutiveSlots(
    courtSlots(court.rules, entry.dateBooked, ctx.config.club.timezone),
    entry.slots,
  );
  if (!slots) return { step: 'expire' };
  const expiresAt = new Date(now.getTime() + WAITLIST_HOLD_MINUTES * 60_000);
  const starts = slots.map((s) => s.startsAt);
  try {
    const holdId = await tx.transaction(async (sp) => {
      await freeExpiredHolds(sp, court.row.id, starts, now);
      const [hold] = await sp
        .insert(bookingHolds)
        .values({
          userId: entry.userId,
          courtId: court.row.id,
          dateBooked: entry.dateBooked,
          slots: entry.slots,
          amountCents: courtPrice(
            { type: court.row.type, costs: court.costsCents },
            role,
            slots.length,
          ),
          expiresAt,
        })
        .returning({ id: bookingHolds.id });
      await takeSlotsForHold(sp, { courtId: court.row.id, starts, holdId: hold!.id, expiresAt });
      return hold!.id;
    });
    return { step: 'hold', holdId };
  } catch (error) {
    if (isUniqueViolation(error)) return { step: 'wait' };
    throw error;
  }
}

const STATUS_OF: Partial<Record<PromotionStep, EntryRow['status']>> = {
  book: 'booked',
  hold: 'held',
  expire: 'expired',
};

/**
 * Walks the line of the freed slots in the caller's transaction; the promotions to tell once it
 * commits. The waiting entries of the court and day are locked in line order, so two freeing
 * transactions of the same day take turns and each sees the other's promotions.
 */
export async function promoteWaitlistInTx(
  ctx: AppContext,
  tx: Tx,
  freed: FreedSlots,
): Promise<Promotion[]> {
  if (freed.slots.length === 0) return [];
  const court = await getCourtInTx(tx, freed.courtId);
  if (!waitlistEnabled(await readClubSettings(tx), court.row.type)) return [];
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.courtId, freed.courtId),
        eq(waitlistEntries.dateBooked, freed.dateBooked),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.seq))
    .for('update');
  const line = lineForFreedSlots(waiting, freed.slots);
  const attempts = new Map<string, Attempt>();
  const steps = await walkLine(line, freed.slots, async (entry) => {
    const attempt = await tryBooking(ctx, tx, court, entry);
    attempts.set(entry.id, attempt);
    return attempt.step;
  });
  const now = ctx.now();
  const courtLabel = msg('waitlist.courtLabel', { sport: court.row.type, name: court.row.name });
  const promotions: Promotion[] = [];
  for (const { entry, step } of steps) {
    const attempt = attempts.get(entry.id)!;
    const status = STATUS_OF[step];
    if (status) {
      await tx
        .update(waitlistEntries)
        .set({
          status,
          bookingId: attempt.bookingId ?? null,
          holdId: attempt.holdId ?? null,
          updatedAt: now,
        })
        .where(eq(waitlistEntries.id, entry.id));
    } else if (step === 'refused') {
      await tx
        .update(waitlistEntries)
        .set({
          refusal: attempt.refusal?.text ?? null,
          refusalMessage: attempt.refusal?.message ?? null,
          updatedAt: now,
        })
        .where(eq(waitlistEntries.id, entry.id));
    }
    const told = toldOf(step, attempt);
    if (!told) continue;
    promotions.push({
      entryId: entry.id,
      userId: entry.userId,
      ...told,
      bookingId: attempt.bookingId ?? null,
      courtLabel,
      when: `${spanishDate(entry.dateBooked)} ${entry.slots[0]?.slice(0, 5) ?? ''}`,
    });
  }
  return promotions;
}

function toldOf(
  step: PromotionStep,
  attempt: Attempt,
): Pick<Promotion, 'status' | 'message'> | null {
  if (step === 'book') return { status: 'booked', message: stored('rules.waitlistBooked') };
  if (step === 'hold') return { status: 'held', message: stored('rules.waitlistHeld') };
  if (step === 'refused') {
    const reason = attempt.refusal?.message ?? attempt.refusal?.text ?? '';
    return { status: 'refused', message: stored('rules.waitlistRefused', { reason }) };
  }
  return null;
}

/**
 * A block lifted from a court: for each day of it with people waiting, the slots it covered that
 * someone waits for are offered to their line, in the lifting transaction.
 */
export async function promoteUnderLiftedBlock(
  ctx: AppContext,
  tx: Tx,
  courtId: string,
  block: BlockedTimeLike,
): Promise<Promotion[]> {
  const waiting = await tx
    .select({ dateBooked: waitlistEntries.dateBooked, slots: waitlistEntries.slots })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.courtId, courtId),
        eq(waitlistEntries.status, 'waiting'),
        gte(waitlistEntries.dateBooked, block.startDate),
        lte(waitlistEntries.dateBooked, block.endDate),
      ),
    )
    .orderBy(asc(waitlistEntries.dateBooked));
  const byDay = new Map<string, Set<string>>();
  for (const entry of waiting.filter((e) => blockCoversBooking(block, e))) {
    const slots = byDay.get(entry.dateBooked) ?? new Set<string>();
    entry.slots.forEach((s) => slots.add(s));
    byDay.set(entry.dateBooked, slots);
  }
  const promotions: Promotion[] = [];
  for (const [dateBooked, slots] of byDay) {
    promotions.push(
      ...(await promoteWaitlistInTx(ctx, tx, { courtId, dateBooked, slots: [...slots] })),
    );
  }
  return promotions;
}
