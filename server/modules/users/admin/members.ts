/**
 * The members list: search by name, e-mail or DNI, filters by role, membership state, pending UCA
 * request and disabled flag, sorted and paginated, all in one SQL query (plus its count).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUserRow, MembershipState, adminUsersQuerySchema } from '@/api/admin.ts';
import { MEMBERSHIP_TYPES, RUNNING_STATUSES } from '@/domain/subscriptions.ts';
import type { Queryable } from '../../../db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { subscriptions, users } from '../../../db/schema/index.ts';
import { likePattern } from '../../../lib/search.ts';
import { uploadUrl } from '../../../services/uploads.ts';

type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const RUNNING = RUNNING_STATUSES;

const ACCENTS = 'áéíóúüñàèìòùÁÉÍÓÚÜÑÀÈÌÒÙ';
const PLAIN = 'aeiouunaeiouAEIOUUNAEIOU';
/** Lower-cased and without accents, in SQL: 'José' finds 'jose' and the other way round. */
const folded = (column: SQL | AnyPgColumn) =>
  sql`lower(translate(${column}, ${ACCENTS}, ${PLAIN}))`;

const membershipRunning = (cancelAtPeriodEnd: boolean) => sql`exists (
  select 1 from ${subscriptions} s
  where s.user_id = ${users.id}
    and s.type in (${sql.join(
      MEMBERSHIP_TYPES.map((t) => sql`${t}`),
      sql`, `,
    )})
    and s.gateway_status in (${sql.join(
      RUNNING.map((t) => sql`${t}`),
      sql`, `,
    )})
    and s.cancel_at_period_end = ${cancelAtPeriodEnd})`;

function membershipFilter(state: MembershipState): SQL {
  if (state === 'active') return membershipRunning(false);
  if (state === 'canceled-running')
    return sql`(${membershipRunning(true)} and not ${membershipRunning(false)})`;
  return sql`not ${membershipRunning(false)} and not ${membershipRunning(true)}`;
}

type ListQuery = z.infer<typeof adminUsersQuerySchema>;

export async function listMembers(
  q: Queryable,
  query: ListQuery,
): Promise<{ users: AdminUserRow[]; total: number }> {
  const search = query.q?.trim();
  const where = and(
    search
      ? sql`(${folded(users.name)} like ${likePattern(search)} or ${users.email} like ${likePattern(search)} or ${folded(users.dni)} like ${likePattern(search)})`
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.membership ? membershipFilter(query.membership) : undefined,
    query.ucaPending === undefined
      ? undefined
      : query.ucaPending
        ? isNotNull(users.ucaRequestedAt)
        : isNull(users.ucaRequestedAt),
    query.disabled === undefined
      ? undefined
      : query.disabled
        ? isNotNull(users.disabledAt)
        : isNull(users.disabledAt),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const sortColumn = {
    name: folded(users.name),
    email: users.email,
    role: users.role,
    createdAt: users.createdAt,
  }[query.sort];
  const rows = await q
    .select()
    .from(users)
    .where(where)
    .orderBy(direction(sortColumn), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total } = { total: 0 }] = await q.select({ total: count() }).from(users).where(where);
  return { users: await toAdminUserRows(q, rows), total };
}

function membershipOf(subs: SubscriptionRow[]): AdminUserRow['membership'] {
  const memberships = subs
    .filter((s) => (MEMBERSHIP_TYPES as readonly string[]).includes(s.type))
    .filter((s) => RUNNING.includes(s.gatewayStatus))
    .sort((a, b) => Number(a.cancelAtPeriodEnd) - Number(b.cancelAtPeriodEnd));
  const held = memberships[0];
  if (!held) return null;
  return {
    type: held.type,
    status: held.status,
    state: held.cancelAtPeriodEnd ? 'canceled-running' : 'active',
    currentPeriodEnd: held.currentPeriodEnd?.toISOString() ?? null,
  };
}

export function toAdminUserRow(row: UserRow, subs: SubscriptionRow[]): AdminUserRow {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    dni: row.dni,
    role: row.role,
    image: uploadUrl(row.image),
    league: row.league,
    membership: membershipOf(subs),
    ucaRequestedAt: row.ucaRequestedAt?.toISOString() ?? null,
    universityCard: uploadUrl(row.universityCard),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function toAdminUserRows(q: Queryable, rows: UserRow[]): Promise<AdminUserRow[]> {
  const ids = rows.map((r) => r.id);
  const subs = ids.length
    ? await q.select().from(subscriptions).where(inArray(subscriptions.userId, ids))
    : [];
  return rows.map((row) =>
    toAdminUserRow(
      row,
      subs.filter((s) => s.userId === row.id),
    ),
  );
}

export async function findUserRow(q: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await q.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}
