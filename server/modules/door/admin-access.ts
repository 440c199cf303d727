/** The access log with the admin's filters, and its CSV. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminAccessQuerySchema } from '@/api/admin.ts';
import type { AccessLogEntry } from '@/api/door.ts';
import type { Queryable } from '../../db/client.ts';
import { accessLogs } from '../../db/schema/index.ts';
import { accessLogEntryOf } from './service.ts';
import type { Language } from '@/i18n/languages.ts';
import { likePattern } from '../../lib/search.ts';

type AccessQuery = z.infer<typeof adminAccessQuerySchema>;

export async function listAccess(
  q: Queryable,
  query: AccessQuery,
  timeZone: string,
  /** The reader's. */
  language: Language,
): Promise<{ logs: AccessLogEntry[]; total: number }> {
  const localDate = sql`(${accessLogs.createdAt} at time zone ${timeZone})::date`;
  const search = query.q ? likePattern(query.q) : null;
  const where = and(
    query.from ? sql`${localDate} >= ${query.from}` : undefined,
    query.to ? sql`${localDate} <= ${query.to}` : undefined,
    search
      ? sql`(lower(translate(${accessLogs.userName}, 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN')) like ${search} or ${accessLogs.userEmail} like ${search})`
      : undefined,
    query.userId ? eq(accessLogs.userId, query.userId) : undefined,
    query.result ? eq(accessLogs.result, query.result) : undefined,
  );
  const order = query.order === 'asc' ? asc : desc;
  const rows = await q
    .select()
    .from(accessLogs)
    .where(where)
    .orderBy(order(accessLogs.createdAt), order(accessLogs.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total } = { total: 0 }] = await q
    .select({ total: count() })
    .from(accessLogs)
    .where(where);
  return {
    total,
    logs: rows.map((r) => accessLogEntryOf(r, language)),
  };
}
