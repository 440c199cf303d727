/**
 * The admin audit log: every admin change appends one row in the transaction that makes the
 * change (so a change is never without its row, and a rolled-back change leaves none). The
 * database refuses updates and deletes of the table.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditEntity, AuditEntry, auditQuerySchema } from '@/api/admin.ts';
import type { Queryable } from '../db/client.ts';
import { adminAuditLog } from '../db/schema/index.ts';
import type { SessionUser } from '../sessions.ts';

export type AuditValues = Record<string, unknown> | null;

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string;
  before: AuditValues;
  after: AuditValues;
}

/** Dates become ISO strings, so what is stored reads the same as what the API answers. */
function plain(values: AuditValues): AuditValues {
  return values ? (JSON.parse(JSON.stringify(values)) as Record<string, unknown>) : null;
}

export async function recordAudit(
  q: Queryable,
  admin: Pick<SessionUser, 'id' | 'name' | 'email'>,
  record: AuditRecord,
): Promise<void> {
  await q.insert(adminAuditLog).values({
    adminId: admin.id,
    adminName: admin.name,
    adminEmail: admin.email,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: plain(record.before),
    after: plain(record.after),
    // The database's clock, read at the insert: entries order as they happened, even within one
    // transaction or under a test's fixed application clock.
    createdAt: sql`clock_timestamp()`,
  });
}

export async function listAudit(
  q: Queryable,
  query: z.infer<typeof auditQuerySchema>,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = and(
    query.entityType ? eq(adminAuditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(adminAuditLog.entityId, query.entityId) : undefined,
    query.adminId ? eq(adminAuditLog.adminId, query.adminId) : undefined,
  );
  const order = query.order === 'asc' ? asc : desc;
  const rows = await q
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(order(adminAuditLog.createdAt), order(adminAuditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total } = { total: 0 }] = await q
    .select({ total: count() })
    .from(adminAuditLog)
    .where(where);
  return {
    total,
    entries: rows.map((r) => ({
      _id: r.id,
      admin: { _id: r.adminId, name: r.adminName, email: r.adminEmail },
      action: r.action as AuditAction,
      entityType: r.entityType as AuditEntity,
      entityId: r.entityId,
      before: r.before ?? null,
      after: r.after ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
