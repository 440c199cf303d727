import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../server/db/client.ts';

export interface StatementCounter {
  /**
   * The statements sent since the last call (their SQL text), and starts counting afresh. Waits
   * first for the pool to be idle: a request's notifications are sent just after its answer.
   */
  take(): Promise<string[]>;
}

/** Until no connection is checked out, for a few turns in a row (a statement may follow). */
async function idle(pool: pg.Pool | undefined): Promise<void> {
  for (let quiet = 0, i = 0; pool && quiet < 5 && i < 500; i++) {
    await new Promise((r) => setTimeout(r, 2));
    quiet = pool.totalCount === pool.idleCount && pool.waitingCount === 0 ? quiet + 1 : 0;
  }
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Counts the SQL statements one database handle sends, on the client side (each is a round trip):
 * machine speed does not change the count, so a budget on it is a test that does not flake.
 * BEGIN and COMMIT count too.
 */
export function countStatements(handle: DatabaseHandle): StatementCounter {
  let sent: string[] = [];
  const text = (arg: unknown) =>
    typeof arg === 'string' ? arg : String((arg as { text?: string } | undefined)?.text ?? '?');
  if (handle.kind === 'postgres') {
    // Every query, a transaction's included, runs on a client the pool hands out.
    const wrapped = new WeakSet<pg.PoolClient>();
    handle.pool!.on('acquire', (client: pg.PoolClient) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      const query = client.query.bind(client) as QueryFn;
      client.query = ((...args: unknown[]) => {
        sent.push(text(args[0]));
        return query(...args);
      }) as typeof client.query;
    });
  } else {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const { query, exec, transaction } = client;
    client.query = ((...args: Parameters<PGlite['query']>) => {
      sent.push(text(args[0]));
      return query.apply(client, args);
    }) as PGlite['query'];
    client.exec = (...args: Parameters<PGlite['exec']>) => {
      sent.push(text(args[0]));
      return exec.apply(client, args);
    };
    client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) => {
      sent.push('begin');
      return transaction
        .call(client, (tx) =>
          fn({
            ...tx,
            get closed() {
              return tx.closed;
            },
            query: (...a: Parameters<Transaction['query']>) => (
              sent.push(text(a[0])),
              tx.query(...a)
            ),
            exec: (...a: Parameters<Transaction['exec']>) => (sent.push(text(a[0])), tx.exec(...a)),
          } as Transaction),
        )
        .finally(() => sent.push('commit')) as Promise<T>;
    }) as PGlite['transaction'];
  }
  return {
    async take() {
      await idle(handle.pool);
      const out = sent;
      sent = [];
      return out;
    },
  };
}
