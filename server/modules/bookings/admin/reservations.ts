/**
 * The admin's reservations: every booking filtered in SQL (day or range, court, member, payment
 * state, league flag, status), sorted and paginated, answered as full bookings; a player's part
 * paid at the desk (cash or card terminal), recorded in desk_payments, the booking's history and
 * the audit log.
 */
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DeskPaymentBody, adminBookingsQuerySchema } from '@/api/admin.ts';
import { msg } from '@/i18n/message.ts';
import type { Booking } from '@/api/bookings.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { AppContext } from '../../../context.ts';
import type { Queryable, Tx } from '../../../db/client.ts';
import { bookingPlayers, bookings, courts, deskPayments, users } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { publishBookingById } from '../core/events.ts';
import { HISTORY, recordHistory } from '../core/history.ts';
import { playerLabel } from '../core/lock.ts';
import { stored } from '../../../stored-text.ts';
import { BOOKING_NOT_FOUND, loadBookings } from '../queries.ts';
import { recordAudit } from '../../../services/audit.ts';
import { recordSale } from '../../invoicing/index.ts';
import { likePattern } from '../../../lib/search.ts';

type BookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export async function listReservations(
  q: Queryable,
  query: BookingsQuery,
): Promise<{ bookings: Booking[]; total: number }> {
  const player = aliasedTable(bookingPlayers, 'player');
  const search = query.q ? likePattern(query.q) : null;
  const where = and(
    query.date ? eq(bookings.dateBooked, query.date) : undefined,
    query.from ? gte(bookings.dateBooked, query.from) : undefined,
    query.to ? lte(bookings.dateBooked, query.to) : undefined,
    query.courtId ? eq(bookings.courtId, query.courtId) : undefined,
    query.userId
      ? or(
          eq(bookings.userId, query.userId),
          exists(
            q
              .select({ one: sql`1` })
              .from(player)
              .where(and(eq(player.bookingId, bookings.id), eq(player.userId, query.userId))),
          ),
        )
      : undefined,
    search
      ? sql`(lower(translate(${users.name}, 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN')) like ${search} or ${users.email} like ${search})`
      : undefined,
    query.paymentStatus === 'pending'
      ? ne(bookings.paymentStatus, 'P')
      : query.paymentStatus
        ? eq(bookings.paymentStatus, query.paymentStatus)
        : undefined,
    query.isLeagueMatch === undefined ? undefined : eq(bookings.isLeagueMatch, query.isLeagueMatch),
    query.status === 'all' ? undefined : eq(bookings.status, query.status),
  );
  const direction = query.order === 'desc' ? desc : asc;
  // A booking's date is the club-local day of its start, so (date, start) sorts as the start does
  // and lets a court's range be read in order from bookings_court_date_idx, stopping at the page.
  const order =
    query.sort === 'startsAt'
      ? [direction(bookings.dateBooked), direction(bookings.startsAt), asc(bookings.id)]
      : [
          direction(
            {
              createdAt: bookings.createdAt,
              court: courts.name,
              member: users.name,
              totalAmount: bookings.totalCents,
            }[query.sort],
          ),
          asc(bookings.startsAt),
          asc(bookings.id),
        ];
  // The booker and the court are joined only when a search or the sort reads them: every booking
  // has both, so the rows are the same, and the count stays on the index (docs/benchmarks.md).
  const withUser = Boolean(search) || query.sort === 'member';
  const from = <T extends PgSelect>(select: T) => {
    const withPeople = withUser ? select.innerJoin(users, eq(users.id, bookings.userId)) : select;
    return (
      query.sort === 'court'
        ? withPeople.innerJoin(courts, eq(courts.id, bookings.courtId))
        : withPeople
    ).where(where);
  };
  const ids = await from(q.select({ id: bookings.id }).from(bookings).$dynamic())
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total } = { total: 0 }] = await from(
    q.select({ total: count() }).from(bookings).$dynamic(),
  );
  return {
    bookings: await loadBookings(
      q,
      ids.map((r) => r.id),
    ),
    total,
  };
}

/** P when what was paid covers the total, S when something was, C otherwise. */
async function settleBookingStatus(tx: Tx, bookingId: string, totalCents: number): Promise<void> {
  const [{ paid } = { paid: 0 }] = await tx
    .select({ paid: sql<number>`coalesce(sum(${bookingPlayers.amountPaidCents}), 0)::int` })
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, bookingId));
  const status = paid >= totalCents ? 'P' : paid > 0 ? 'S' : 'C';
  await tx
    .update(bookings)
    .set({ paymentStatus: status, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
}

export async function payAtDesk(
  ctx: AppContext,
  admin: SessionUser,
  bookingId: string,
  body: DeskPaymentBody,
): Promise<Booking> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    if (row.status !== 'active') throw badRequest(msg('rules.paymentCancelled'));
    const [part] = await tx
      .select({ player: bookingPlayers, name: users.name })
      .from(bookingPlayers)
      .leftJoin(users, eq(users.id, bookingPlayers.userId))
      .where(
        and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.position, body.playerIndex)),
      );
    if (!part) throw badRequest(msg('rules.paymentNoSuchPlayer'));
    const { player } = part;
    const due = player.amountCents - player.amountPaidCents;
    if (due <= 0 || player.paymentStatus === 'P') {
      throw badRequest(msg('rules.deskPartAlreadyPaid'));
    }
    await tx
      .update(bookingPlayers)
      .set({ amountPaidCents: player.amountCents, paymentStatus: 'P' })
      .where(
        and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.position, player.position)),
      );
    const [desk] = await tx
      .insert(deskPayments)
      .values({
        bookingId,
        playerPosition: player.position,
        method: body.method,
        amountCents: due,
        recordedBy: admin.id,
        createdAt: now,
      })
      .returning({ id: deskPayments.id });
    await recordSale(tx, {
      source: `desk:${desk!.id}`,
      payerId: player.userId ?? row.userId,
      kind: 'court',
      totalCents: due,
      description: stored('invoices.lineCourt'),
      subject: `booking:${bookingId}`,
      bookingId,
    });
    await settleBookingStatus(tx, bookingId, row.totalCents);
    const details = stored('bookings.historyDeskPaymentDetails', {
      name: playerLabel(player, part.name),
      amount: { cents: due },
      method: body.method,
    });
    await recordHistory(tx, bookingId, admin.id, now, [{ action: HISTORY.deskPayment, details }]);
    await recordAudit(tx, admin, {
      action: 'booking.desk-payment',
      entityType: 'booking',
      entityId: bookingId,
      before: { playerIndex: player.position, amountPaid: centsToEuros(player.amountPaidCents) },
      after: {
        playerIndex: player.position,
        amountPaid: centsToEuros(player.amountCents),
        method: body.method,
        amount: centsToEuros(due),
      },
    });
  });
  return (await publishBookingById(ctx, bookingId, 'updated'))!;
}
