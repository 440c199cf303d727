/** What every statistics query shares: the range asked for and reading the rows of raw SQL. */
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';

export interface StatsRange {
  from: string;
  to: string;
  timeZone: string;
  now: Date;
}

type Row = Record<string, unknown>;

/** node-postgres answers `{ rows }`, PGlite through Drizzle the same; both typed loosely. */
export async function rowsOf<T extends Row>(q: Queryable, query: SQL): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
