/**
 * Prepared queries for the hot reads: Drizzle builds a query's SQL once and the driver names the
 * statement (PostgreSQL parses and plans it once per connection), instead of both on every
 * request. One set per database handle: tests run several apps, each on its own database.
 */
import type { Database } from './client.ts';

export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) built.set(db, (queries = build(db)));
    return queries;
  };
}
