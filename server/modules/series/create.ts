/**
 * Creating a series: every date it can is booked in ONE transaction, the rest are skipped with
 * their reason. Each date is written in its own savepoint, so a date someone else takes at the
 * same moment (the slot rows' unique index decides, as for any booking) skips that date only:
 * the series never fails whole because of one date, and never double-books one.
 *
 * Payment: each date is the holder's booking at the series' per-session price, unpaid ('C'), as an
 * admin's booking for a member is today; the holder pays each session as any booking (card,
 * wallet, or at the desk). Billed monthly, each date's price is its share of the season price
 * (src/domain/series-billing.ts) and the 'series billing' job charges each month's dates at once
 * (billing.ts). Weekly caps do not apply to a series (the default).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { CreateSeriesBody, SeriesDateDto } from '@/api/series.ts';
import { shareAmounts } from '@/domain/booking-payments.ts';
import { addDays, clubDate } from '@/domain/club-time.ts';
import { centsToEuros, eurosToCents } from '@/domain/money.ts';
import { courtPrice } from '@/domain/booking-rules.ts';
import { isMemberRole, isUcaRole } from '@/domain/roles.ts';
import {
  checkPattern,
  seriesDates,
  SERIES_MESSAGES,
  seriesLabel,
  type SkipDetail,
} from '@/domain/series.ts';
import { seasonSessionPrices, SERIES_BILLING_MESSAGES } from '@/domain/series-billing.ts';
import type { Slot } from '@/domain/slots.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  bookingSlots,
  clubCalendarDays,
  courtSeries,
  courtSeriesDates,
  users,
} from '../../db/schema/index.ts';
import { badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';
import { readStored, storedColumns, type StoredText } from '../../stored-text.ts';
import { storedOf } from '../../lib/stored-message.ts';
import { msg } from '@/i18n/message.ts';
import type { Language } from '@/i18n/languages.ts';
import { publishBookingById, writeBooking } from '../bookings/index.ts';
import { getCourtInTx, type LoadedCourt } from '../courts/index.ts';

type Person = { id: string; name: string; role: string };
export type Body = Omit<CreateSeriesBody, 'playerIds'> & { playerIds: string[] };

export interface SeriesWrite {
  seriesId: string;
  court: LoadedCourt;
  holder: Person;
  players: Person[];
  /** Each date's price: the per-session price, or its share of the season price. */
  priceOf: (date: string) => number;
  actor: SessionUser;
  now: Date;
}

/** The holder and fixed players, each a member that exists. */
export async function readPeople(
  tx: Tx,
  body: Pick<Body, 'holderId' | 'playerIds'>,
): Promise<{ holder: Person; players: Person[] }> {
  const ids = [...new Set([body.holderId, ...body.playerIds])];
  const rows = await tx
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  const holder = rows.find((r) => r.id === body.holderId);
  if (!holder || !isMemberRole(holder.role)) throw badRequest(SERIES_MESSAGES.holderRequired);
  const players = body.playerIds
    .filter((id) => id !== holder.id)
    .map((id) => rows.find((r) => r.id === id));
  if (players.some((p) => !p)) throw badRequest(SERIES_MESSAGES.playersInvalid);
  return { holder, players: players as Person[] };
}

/** One date's booking, in the caller's savepoint; a taken slot fails it on the unique index. */
async function writeDate(tx: Tx, w: SeriesWrite, date: string, slots: Slot[]): Promise<string> {
  const people = [w.holder, ...w.players];
  const priceCents = w.priceOf(date);
  const { amounts } = shareAmounts(
    priceCents,
    people.map(() => ({ usedInvitation: false })),
  );
  const paid = priceCents === 0;
  const written = await writeBooking(tx, {
    id: randomUUID(),
    origin: 'series',
    court: w.court.row,
    date,
    slots,
    // No version: a series' dates are not held to the holder's caps (nothing to re-check).
    holder: { id: w.holder.id },
    actor: w.actor,
    players: people.map((p, position) => ({
      position,
      userId: p.id,
      isMember: isMemberRole(p.role),
      nonMemberName: null,
      nonMemberEmail: null,
      usedInvitation: false,
      isUca: isUcaRole(p.role),
      amountCents: amounts[position]!,
      amountPaidCents: 0,
      paymentStatus: paid ? 'P' : 'C',
      paymentLinkUrl: null,
      familyRelation: null,
    })),
    priceCents,
    paid,
    now: w.now,
  });
  // Without a version the write happens or fails; it is never skipped.
  if (!written) throw new Error('series date not written');
  return written.id;
}

/** The club's closed days between two dates (inclusive). */
export function closedDaysBetween(tx: Tx, from: string, to: string) {
  return tx
    .select({ date: clubCalendarDays.date, name: clubCalendarDays.name })
    .from(clubCalendarDays)
    .where(
      and(
        eq(clubCalendarDays.status, 'closed'),
        gte(clubCalendarDays.date, from),
        lte(clubCalendarDays.date, to),
      ),
    );
}

/** The slots already held on the court at any of these starts (a hold counts until it ends). */
export async function takenStarts(
  tx: Tx,
  courtId: string,
  starts: Date[],
  now: Date,
): Promise<Set<number>> {
  if (starts.length === 0) return new Set();
  const rows = await tx
    .select({ startsAt: bookingSlots.startsAt, expiresAt: bookingSlots.expiresAt })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.courtId, courtId),
        eq(bookingSlots.active, true),
        inArray(bookingSlots.startsAt, starts),
      ),
    );
  return new Set(
    rows.filter((r) => !r.expiresAt || r.expiresAt >= now).map((r) => r.startsAt.getTime()),
  );
}

/** How the series is paid, and each date's price. */
function billingOf(body: Body, planned: ReturnType<typeof seriesDates>) {
  if (body.billing !== 'monthly') {
    const priceCents = eurosToCents(body.price);
    return {
      billing: 'session' as const,
      priceCents,
      seasonPriceCents: null,
      billingDay: null,
      priceOf: () => priceCents,
    };
  }
  if (body.seasonPrice === undefined) {
    throw badRequest(SERIES_BILLING_MESSAGES.seasonPriceRequired);
  }
  const seasonPriceCents = eurosToCents(body.seasonPrice);
  // Split over the dates that can be booked: a holiday's month share goes to the month's other
  // dates. A date someone takes at this very moment is skipped and simply not charged.
  const prices = seasonSessionPrices(
    seasonPriceCents,
    planned.flatMap((d) => (d.ok ? [d.date] : [])),
  );
  return {
    billing: 'monthly' as const,
    priceCents: 0,
    seasonPriceCents,
    billingDay: body.billingDay ?? 1,
    priceOf: (date: string) => prices.get(date) ?? 0,
  };
}

/** A date as written: its skip detail as words and, when the server worded it, its message. */
export type WrittenDate = Omit<SeriesDateDto, 'paid'> & { detailMessage: StoredText | null };

/** The dates as `language`'s reader gets them. */
export function datesIn(language: Language, dates: readonly WrittenDate[]): SeriesDateDto[] {
  return dates.map(({ detailMessage, ...d }) => ({
    ...d,
    detail: readStored(language, detailMessage, d.detail),
  }));
}

export interface CreatedSeries {
  id: string;
  dates: WrittenDate[];
}

export async function createSeries(
  ctx: AppContext,
  actor: SessionUser,
  input: Body,
  /** A member's own series: paid per session at the court's price for their role. */
  options: { atCourtPrice?: boolean } = {},
): Promise<CreatedSeries> {
  let body = input;
  const now = ctx.now();
  const timeZone = ctx.config.club.timezone;
  if (body.from < addDays(clubDate(now, timeZone), 1))
    throw badRequest(SERIES_MESSAGES.startsTooSoon);
  const created = await ctx.db.transaction(async (tx) => {
    const court = await getCourtInTx(tx, body.courtId);
    const problem = checkPattern(body, court.rules.slotMinutes);
    if (problem) throw badRequest(problem);
    const { holder, players } = await readPeople(tx, body);
    if (options.atCourtPrice) {
      const slots = body.minutes / court.rules.slotMinutes;
      const cents = courtPrice(
        { type: court.row.type, costs: court.costsCents },
        holder.role,
        slots,
      );
      body = { ...body, billing: 'session', price: centsToEuros(cents) };
    }
    const closedDays = await closedDaysBetween(tx, body.from, body.to);
    const planned = seriesDates({ pattern: body, court: court.rules, closedDays, timeZone });
    const billing = billingOf(body, planned);
    const [row] = await tx
      .insert(courtSeries)
      .values({
        courtId: court.row.id,
        holderId: holder.id,
        weekday: body.weekday,
        startTime: body.startTime,
        minutes: body.minutes,
        fromDate: body.from,
        toDate: body.to,
        playerIds: players.map((p) => p.id),
        priceCents: billing.priceCents,
        billing: billing.billing,
        seasonPriceCents: billing.seasonPriceCents,
        billingDay: billing.billingDay,
        createdBy: actor.id,
      })
      .returning({ id: courtSeries.id });
    const { priceOf } = billing;
    const w: SeriesWrite = { seriesId: row!.id, court, holder, players, priceOf, actor, now };
    const starts = planned.flatMap((d) => (d.ok ? d.slots.map((s) => s.startsAt) : []));
    const taken = await takenStarts(tx, court.row.id, starts, now);
    const dates: WrittenDate[] = [];
    for (const d of planned) dates.push(await bookOrSkip(tx, w, d, taken));
    await tx.insert(courtSeriesDates).values(dates.map((d) => ({ seriesId: w.seriesId, ...d })));
    await recordAudit(tx, actor, {
      action: 'court_series.create',
      entityType: 'court_series',
      entityId: w.seriesId,
      before: null,
      after: {
        courtId: court.row.id,
        holderId: holder.id,
        pattern: seriesLabel(body.weekday, body.startTime),
        from: body.from,
        to: body.to,
        priceCents: billing.priceCents,
        billing: billing.billing,
        seasonPriceCents: billing.seasonPriceCents,
        skipped: dates.filter((d) => d.status === 'skipped').map((d) => `${d.date} ${d.reason}`),
      },
    });
    return { id: w.seriesId, dates };
  });
  for (const d of created.dates) {
    if (d.bookingId) await publishBookingById(ctx, d.bookingId, 'created');
  }
  return created;
}

const TAKEN_DETAIL = msg('series.skipAlreadyBooked');

/** A skip's detail as its columns: words someone wrote stay as written, a rule's is a message. */
function detailColumns(detail: SkipDetail): Pick<WrittenDate, 'detail' | 'detailMessage'> {
  if (typeof detail === 'string') return { detail, detailMessage: null };
  const columns = storedColumns(storedOf(detail));
  return { detail: columns.text, detailMessage: columns.message };
}

/** One planned date: booked in a savepoint, or skipped with its reason. */
export async function bookOrSkip(
  tx: Tx,
  w: SeriesWrite,
  d: ReturnType<typeof seriesDates>[number],
  taken: Set<number>,
): Promise<WrittenDate> {
  const skip = (reason: SeriesDateDto['reason'], detail: SkipDetail): WrittenDate => ({
    date: d.date,
    status: 'skipped',
    reason,
    ...detailColumns(detail),
    bookingId: null,
  });
  if (!d.ok) return skip(d.reason, d.detail);
  if (d.slots.some((s) => taken.has(s.startsAt.getTime()))) return skip('taken', TAKEN_DETAIL);
  try {
    const bookingId = await tx.transaction((sp) => writeDate(sp, w, d.date, d.slots));
    return {
      date: d.date,
      status: 'booked',
      reason: null,
      detail: '',
      detailMessage: null,
      bookingId,
    };
  } catch (error) {
    // Taken at this very moment by someone else's booking: only this date is skipped.
    if (isUniqueViolation(error)) return skip('taken', TAKEN_DETAIL);
    throw error;
  }
}
