/**
 * What an admin changes on a member: the club-given role, a UCA request's decision (and, through
 * `changeMember`, the account's enabled state: auth/disable.ts). Each change and its audit row are
 * one transaction; the member's open apps hear `userUpdated:{userId}` after it commits.
 */
import { eq } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, type AdminUserRow, type ChangeRoleBody } from '@/api/admin.ts';
import { ADMIN_MESSAGES } from '@/domain/admin.ts';
import { NON_MEMBER_ROLE } from '@/domain/roles.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { syncRole } from '../rows.ts';
import { publishUserUpdated } from '../service.ts';
import { recordAudit, type AuditRecord } from '../../../services/audit.ts';
import { toAdminUserRows } from './members.ts';

type UserRow = typeof users.$inferSelect;

async function lockUser(tx: Tx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
  return row;
}

/**
 * Runs `change` on the locked member, audits what it returns, and answers the member as the
 * list shows them once committed.
 */
export async function changeMember(
  ctx: AppContext,
  admin: SessionUser,
  userId: string,
  change: (tx: Tx, row: UserRow) => Promise<Omit<AuditRecord, 'entityType' | 'entityId'>>,
): Promise<AdminUserRow> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    const record = await change(tx, row);
    await recordAudit(tx, admin, { ...record, entityType: 'user', entityId: userId });
  });
  await publishUserUpdated(ctx, userId);
  const [after] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const [answer] = await toAdminUserRows(ctx.db, [after!]);
  return answer!;
}

async function roleNow(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row!.role;
}

/** A club-given role, or (null) the role the membership calls for. */
export function changeRole(
  ctx: AppContext,
  admin: SessionUser,
  userId: string,
  body: ChangeRoleBody,
): Promise<AdminUserRow> {
  return changeMember(ctx, admin, userId, async (tx, row) => {
    // An admin taking their own admin role away could lock the club out of its own admin area.
    if (row.id === admin.id) throw badRequest(ADMIN_MESSAGES.cannotChangeOwnRole);
    const now = ctx.now();
    if (body.role) {
      await tx.update(users).set({ role: body.role, updatedAt: now }).where(eq(users.id, userId));
    } else {
      await tx
        .update(users)
        .set({ role: NON_MEMBER_ROLE, updatedAt: now })
        .where(eq(users.id, userId));
      await syncRole(tx, userId);
    }
    return {
      action: 'user.role',
      before: { role: row.role },
      after: { role: await roleNow(tx, userId) },
    };
  });
}

export function decideUca(
  ctx: AppContext,
  admin: SessionUser,
  userId: string,
  decision: 'approve' | 'reject',
  reason: string | undefined,
): Promise<AdminUserRow> {
  return changeMember(ctx, admin, userId, async (tx, row) => {
    if (!row.ucaRequestedAt) throw badRequest(ADMIN_USER_MESSAGES.noUcaRequest);
    const role = decision === 'approve' ? 'uca' : row.role;
    await tx
      .update(users)
      .set({ role, ucaRequestedAt: null, updatedAt: ctx.now() })
      .where(eq(users.id, userId));
    return {
      action: decision === 'approve' ? 'user.uca.approve' : 'user.uca.reject',
      before: { role: row.role, ucaRequestedAt: row.ucaRequestedAt },
      after: { role, ucaRequestedAt: null, ...(reason ? { reason } : {}) },
    };
  });
}

/** The account's disabled mark (the sessions it ends are the auth module's: auth/disable.ts). */
export async function setDisabledAt(tx: Tx, userId: string, disabledAt: Date | null, now: Date) {
  await tx.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, userId));
}
