import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createUser } from './auth.ts';
import type { Database } from '../../server/db/client.ts';
import { createSession } from '../../server/modules/auth/index.ts';
import { createAppContext } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { recordingRealtime, type UserEvent } from './recording-realtime.ts';
import type { PaymentHandlers } from '../../server/payment-handlers.ts';

/** A confirmed user with a session; returns its id and the cookie header. */
export async function member(
  db: Database,
  email: string,
  role = 'guess',
): Promise<{ id: string; cookie: string }> {
  const id = await createUser(db, { email, role });
  return { id, cookie: `club_session=${await createSession(db, id)}` };
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const NO_FUNDS_CARD = { ...GOOD_CARD, number: '4000 0000 0000 9995' };

export function call(
  app: FastifyInstance,
  cookie: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

/**
 * A context over the test app's database, for calling services directly (the sandbox keeps its
 * state in the database, so a second gateway instance sees the same objects). Emitted events are
 * collected in `emitted`. The invalidations it sends (a changed user, ended sessions) also reach the test app's own caches,
 * as they reach every instance's in production, where jobs run with the app's context.
 */
export function serviceContext(
  t: {
    config: Config;
    database: DatabaseHandle;
    paymentHandlers?: PaymentHandlers;
    app?: FastifyInstance;
  },
  now: () => Date = () => new Date(),
): AppContext & { emitted: UserEvent[] } {
  const realtime = recordingRealtime();
  const app = t.app?.realtime;
  if (app) {
    realtime.forget = (topic, keys) => app.forget(topic, keys);
    realtime.endSessions = (ids) => app.endSessions(ids);
  }
  const ctx = createAppContext({ ...t, realtime, now });
  return Object.assign(ctx, { emitted: realtime.toUsers });
}
