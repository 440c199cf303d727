/**
 * The admin's side of the school: groups and prices. A group's court time is a blocked time the
 * group owns ('Escuela de Tenis', its weekdays and time range between its dates), rewritten in the
 * same transaction as the group; a group whose time would take existing bookings is refused with
 * a 409 listing them, and nothing is written. Every change goes to the audit log.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Booking } from '@/api/bookings.ts';
import type {
  AdminSchoolResponse,
  SchoolGroup,
  SchoolGroupInput,
  SchoolPricesBody,
} from '@/api/school.ts';
import { COACH_ROLE } from '@/domain/roles.ts';
import { eurosToCents } from '@/domain/money.ts';
import { SCHOOL_MESSAGES } from '@/domain/school.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { courts, schoolGroups, schoolPrices, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { recordAudit } from '../../services/audit.ts';
import { coveredBookings } from '../bookings/index.ts';
import { publishCourtsChanged } from '../courts/index.ts';
import { blockOf, writeGroupBlock } from './group-block.ts';
import { noticeTimetableChange } from './notices.ts';
import { listGroups, listPrices, placedIn, studentsOf, type GroupRow } from './queries.ts';

export async function adminSchool(
  ctx: AppContext,
  language: Language,
): Promise<AdminSchoolResponse> {
  const groups = await listGroups(ctx.db);
  const students = await studentsOf(
    ctx.db,
    groups.map((g) => g._id),
  );
  const coaches = await ctx.db
    .select({ _id: users.id, name: users.name })
    .from(users)
    .where(eq(users.role, COACH_ROLE))
    .orderBy(asc(users.name));
  const courtRows = await ctx.db
    .select({ _id: courts.id, name: courts.name, type: courts.type })
    .from(courts)
    .where(eq(courts.active, true))
    .orderBy(asc(courts.position), asc(courts.name));
  return {
    success: true,
    groups: groups.map((g) => ({ ...g, students: students.get(g._id) ?? [] })),
    prices: await listPrices(ctx.db, language),
    coaches,
    courts: courtRows,
  };
}

type GroupFields = Omit<GroupRow, 'id' | 'blockedTimeId' | 'createdAt' | 'updatedAt'>;

function groupFields(input: GroupFields): GroupFields {
  return {
    level: input.level,
    coachId: input.coachId,
    courtId: input.courtId,
    daysOfWeek: input.daysOfWeek,
    timeRange: input.timeRange,
    size: input.size,
    hoursPerMonth: input.hoursPerMonth,
    startDate: input.startDate,
    endDate: input.endDate,
  };
}

function describeBooking(b: Booking): string {
  const [y, m, d] = b.dateBooked.split('-');
  return `${d}/${m}/${y} ${b.timeBooked} (${b.courtId.name})`;
}

/** Refuses a coach that is not one, a court that does not exist, or a time over bookings. */
async function checkGroup(ctx: AppContext, tx: Tx, input: SchoolGroupInput): Promise<void> {
  const [coach] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.coachId), eq(users.role, COACH_ROLE)));
  if (!coach) throw badRequest(SCHOOL_MESSAGES.coachNotFound);
  const [court] = await tx
    .select({ id: courts.id })
    .from(courts)
    .where(eq(courts.id, input.courtId));
  if (!court) throw badRequest(SCHOOL_MESSAGES.courtNotFound);
  const covered = await coveredBookings(tx, [input.courtId], blockOf(input), ctx.now());
  if (covered.length > 0) {
    throw conflict(
      SCHOOL_MESSAGES.coversBookings(covered.map(describeBooking).join('; ')),
      'SCHOOL_COVERS_BOOKINGS',
    );
  }
}

export async function saveGroup(
  ctx: AppContext,
  admin: SessionUser,
  input: SchoolGroupInput,
  groupId: string | null,
): Promise<SchoolGroup> {
  const { id, courtsTouched } = await ctx.db.transaction(async (tx) => {
    let before: GroupRow | null = null;
    if (groupId) {
      [before = null] = await tx
        .select()
        .from(schoolGroups)
        .where(eq(schoolGroups.id, groupId))
        .for('update');
      if (!before) throw notFound(SCHOOL_MESSAGES.groupNotFound);
      const placed = await placedIn(tx, groupId);
      if (placed > input.size) {
        throw conflict(msg('errors.groupTooSmall', { placed, size: input.size }));
      }
    }
    await checkGroup(ctx, tx, input);
    const blockedTimeId = await writeGroupBlock(tx, before?.blockedTimeId ?? null, input);
    const values = { ...groupFields(input), blockedTimeId, updatedAt: ctx.now() };
    const [row] = before
      ? await tx.update(schoolGroups).set(values).where(eq(schoolGroups.id, before.id)).returning()
      : await tx.insert(schoolGroups).values(values).returning();
    if (before) await noticeTimetableChange(ctx, tx, before, row!);
    await recordAudit(tx, admin, {
      action: before ? 'school_group.update' : 'school_group.create',
      entityType: 'school_group',
      entityId: row!.id,
      before: before ? groupFields(before) : null,
      after: groupFields(input),
    });
    return { id: row!.id, courtsTouched: [input.courtId, ...(before ? [before.courtId] : [])] };
  });
  publishCourtsChanged(ctx, courtsTouched);
  const [group] = await listGroups(ctx.db, eq(schoolGroups.id, id));
  return group!;
}

export async function savePrices(
  ctx: AppContext,
  admin: SessionUser,
  body: SchoolPricesBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const types = body.prices.map((p) => p.type);
    const before = await tx.select().from(schoolPrices).where(inArray(schoolPrices.type, types));
    for (const { type, price } of body.prices) {
      const priceCents = eurosToCents(price);
      await tx
        .insert(schoolPrices)
        .values({ type, priceCents, updatedAt: ctx.now() })
        .onConflictDoUpdate({
          target: schoolPrices.type,
          set: { priceCents, updatedAt: ctx.now() },
        });
    }
    await recordAudit(tx, admin, {
      action: 'school_prices.update',
      entityType: 'school_prices',
      entityId: 'school',
      before: Object.fromEntries(before.map((p) => [p.type, p.priceCents])),
      after: Object.fromEntries(body.prices.map((p) => [p.type, eurosToCents(p.price)])),
    });
  });
}
