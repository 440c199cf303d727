import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client.ts';
import { DEMO_PASSWORD } from '../../server/seed/index.ts';
import { users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/lib/crypto.ts';
import { sessionCookieFrom } from './test-app.ts';

/**
 * Logs in through the real endpoint and returns the `cookie` header value for the next requests.
 * Throws with the server's answer when the login is refused, so a broken fixture is obvious.
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) {
    throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  }
  return sessionCookieFrom(res);
}

/**
 * Inserts a confirmed account directly (no mail, no rate limit) and returns its id. The password
 * defaults to the demo one, so `loginAs(app, email)` works for it.
 */
export async function createUser(
  db: Database,
  fields: {
    email: string;
    name?: string;
    role?: string;
    league?: boolean;
    password?: string;
    verified?: boolean;
    dob?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: fields.email.toLowerCase(),
      name: fields.name ?? fields.email.split('@')[0] ?? 'Usuario',
      role: fields.role ?? 'guess',
      league: fields.league ?? false,
      dob: fields.dob ?? '1990-05-17',
      passwordHash: await hashPassword(fields.password ?? DEMO_PASSWORD),
      emailVerifiedAt: fields.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}
