/**
 * Courts as the admin edits them: every court, active or not, created and edited whole, with an
 * uploaded picture, deactivated (it keeps its bookings and history; the member screens and the
 * booking rules only read active courts, so it takes no new bookings) and activated again.
 */
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_COURT_MESSAGES, type AdminCourt, type courtInputSchema } from '@/api/admin.ts';
import { clubDate } from '@/domain/club-time.ts';
import { centsToEuros, eurosToCents } from '@/domain/money.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { bookings, courtBlockedTimes, courts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { blockedTimeOf } from './service.ts';
import { recordAudit } from '../../services/audit.ts';
import { publishCourtsChanged } from './events.ts';

type CourtRow = typeof courts.$inferSelect;
type CourtInput = z.infer<typeof courtInputSchema>;

export async function listAdminCourts(q: Queryable, today: string): Promise<AdminCourt[]> {
  const rows = await q.select().from(courts).orderBy(asc(courts.position), asc(courts.name));
  return toAdminCourts(q, rows, today);
}

async function toAdminCourts(q: Queryable, rows: CourtRow[], today: string): Promise<AdminCourt[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const blocks = await q
    .select()
    .from(courtBlockedTimes)
    .where(inArray(courtBlockedTimes.courtId, ids))
    .orderBy(asc(courtBlockedTimes.startDate));
  const upcoming = await q
    .select({ courtId: bookings.courtId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.courtId, ids),
        eq(bookings.status, 'active'),
        gte(bookings.dateBooked, today),
      ),
    )
    .groupBy(bookings.courtId);
  return rows.map((row) => ({
    _id: row.id,
    ...fieldsOf(row),
    blockedTimes: blocks.filter((b) => b.courtId === row.id).map(blockedTimeOf),
    upcomingBookings: upcoming.find((u) => u.courtId === row.id)?.n ?? 0,
  }));
}

function columnsOf(input: CourtInput) {
  return {
    name: input.name,
    type: input.type,
    costNonMemberCents: eurosToCents(input.costs.nonMember),
    costUcaCents: eurosToCents(input.costs.uca),
    maxDaysInAdvance: input.maxDaysInAdvance,
    maxBookingsPerWeek: input.maxBookingsPerWeek,
    openingTime: input.openingTime,
    closingTime: input.closingTime,
    slotMinutes: input.slotMinutes,
    position: input.position,
    indoor: input.indoor ?? false,
  };
}

/** A court's editable fields in the API's units: the admin list's and the audit log's view. */
function fieldsOf(row: CourtRow) {
  return {
    name: row.name,
    type: row.type,
    image: row.image,
    costs: {
      nonMember: centsToEuros(row.costNonMemberCents),
      uca: centsToEuros(row.costUcaCents),
    },
    maxDaysInAdvance: row.maxDaysInAdvance,
    maxBookingsPerWeek: row.maxBookingsPerWeek,
    openingTime: row.openingTime,
    closingTime: row.closingTime,
    slotMinutes: row.slotMinutes,
    position: row.position,
    indoor: row.indoor,
    active: row.active,
  };
}

type CourtChange =
  | { kind: 'create'; input: CourtInput }
  | { kind: 'update'; input: CourtInput }
  | { kind: 'active'; active: boolean }
  | { kind: 'image'; image: string };

const ACTIONS = {
  create: 'court.create',
  update: 'court.update',
  image: 'court.image',
} as const;

/** One change of one court with its audit row, then the open schedules are told. */
export async function changeCourt(
  ctx: AppContext,
  admin: SessionUser,
  courtId: string | null,
  change: CourtChange,
): Promise<AdminCourt> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    let before: CourtRow | null = null;
    if (courtId) {
      [before = null] = await tx.select().from(courts).where(eq(courts.id, courtId)).for('update');
      if (!before) throw notFound(ADMIN_COURT_MESSAGES.notFound);
    }
    let after: CourtRow;
    if (change.kind === 'create') {
      [after] = (await tx.insert(courts).values(columnsOf(change.input)).returning()) as [CourtRow];
    } else {
      const set =
        change.kind === 'update'
          ? columnsOf(change.input)
          : change.kind === 'active'
            ? { active: change.active }
            : { image: change.image };
      [after] = (await tx.update(courts).set(set).where(eq(courts.id, courtId!)).returning()) as [
        CourtRow,
      ];
    }
    const action =
      change.kind === 'active'
        ? change.active
          ? 'court.activate'
          : 'court.deactivate'
        : ACTIONS[change.kind];
    await recordAudit(tx, admin, {
      action,
      entityType: 'court',
      entityId: after.id,
      before: before ? fieldsOf(before) : null,
      after: fieldsOf(after),
    });
    return after;
  });
  publishCourtsChanged(ctx, [row.id]);
  const [court] = await toAdminCourts(ctx.db, [row], clubDate(now, ctx.config.club.timezone));
  return court!;
}
