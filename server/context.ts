import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Realtime } from './realtime.ts';
import type { Adapters } from './adapters/index.ts';
import type { PaymentHandlers } from './payment-handlers.ts';

/**
 * What every module receives: configuration, the database, the realtime hub, the adapters chosen
 * at start-up and the payment-handler registry the modules fill while the app is built. `now` is
 * the one clock, so rules that depend on the time of day are testable without waiting.
 */
export interface AppContext extends Adapters {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  realtime: Realtime;
  now: () => Date;
  paymentHandlers: PaymentHandlers;
}
