/**
 * Prepared queries for the hot statements: Drizzle builds a query's SQL once and the driver names
 * the statement (PostgreSQL parses and plans it once per connection), instead of both on every
 * request.
 */
import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from './client.ts';

/**
 * Query-builder statements (`.prepare(name)`), bound to the pool they were prepared on: one set
 * per database handle, since tests run several apps, each on its own database.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) built.set(db, (queries = build(db)));
    return queries;
  };
}

const dialect = new PgDialect();
const sqlNames = new Set<string>();

/** A raw statement run with named values, answering its rows. */
export type PreparedSql<V extends Record<string, unknown>, Row> = (
  q: Queryable,
  values: V,
) => Promise<Row[]>;

/**
 * A raw SQL statement (values as `sql.placeholder(key)`) that runs on the database or in a caller's
 * transaction alike: the text is built at the first call, the statement named. The booking's read
 * and write were a third of the database's time per creation, and building their text a tenth of
 * the server's. `name` must be unique in the process: a connection keeps each name's text for its
 * life.
 */
export function preparedSql<V extends Record<string, unknown>, Row>(
  name: string,
  build: () => SQL,
): PreparedSql<V, Row> {
  if (sqlNames.has(name)) throw new Error(`prepared statement ${name} defined twice`);
  sqlNames.add(name);
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (q, values) => {
    query ??= dialect.sqlToQuery(build());
    const prepared = q._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows?: Row[] } | Row[];
    // node-postgres and PGlite answer `{ rows }`; both parse json columns.
    return Array.isArray(result) ? result : (result.rows ?? []);
  };
}
