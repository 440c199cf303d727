import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { createPaymentHandlers, type PaymentHandlers } from '../../server/payment-handlers.ts';
import { createTestDatabase } from './test-db.ts';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The app's payment-handler registry: tests may add handlers for purposes of their own. */
  paymentHandlers: PaymentHandlers;
  close(): Promise<void>;
}

/** The real app on a fresh database, silent, with uploads in a temporary directory. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
  } & Omit<Partial<BuildAppOptions>, 'config' | 'database'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEATHER_PROVIDER: 'none',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const { env: _env, database: _db, ...rest } = options;
  const paymentHandlers = options.paymentHandlers ?? createPaymentHandlers();
  const app = await buildApp({ config, database, ...rest, paymentHandlers });
  await app.ready();
  return {
    app,
    database,
    config,
    paymentHandlers,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie from a response, ready for the next request's `cookie` header. */
export function sessionCookieFrom(response: {
  cookies: { name: string; value: string }[];
}): string {
  const cookie = response.cookies.find((c) => c.name === 'club_session');
  if (!cookie) throw new Error('no session cookie in response');
  return `club_session=${cookie.value}`;
}
