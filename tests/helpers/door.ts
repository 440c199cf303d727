/** What the door's tests share: a signed-in user of a role, a press of the door, a user's log. */
import type { TestApp } from './test-app.ts';
import type { Database } from '../../server/db/client.ts';
import { accessLogs, users } from '../../server/db/schema/index.ts';
import { createSession } from '../../server/modules/auth/index.ts';

export const DOOR = 'main';

export async function addUser(
  db: Database,
  role: string,
  email = `${role}-${Math.random()}@club.local`,
) {
  const [user] = await db
    .insert(users)
    .values({ email, name: `Persona ${role}`, role, passwordHash: 'x' })
    .returning();
  const token = await createSession(db, user!.id);
  return { id: user!.id, cookie: `club_session=${token}` };
}

export function unlock(t: TestApp, cookie: string | undefined, doorId: string = DOOR) {
  return t.app.inject({
    method: 'POST',
    url: '/api/access/doors/unlock',
    headers: cookie ? { cookie } : {},
    payload: { doorId },
  });
}

export async function logsOf(db: Database, userId: string) {
  const rows = await db.select().from(accessLogs);
  return rows.filter((r) => r.userId === userId);
}
