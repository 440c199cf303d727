import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters, sessions, userTokens } from '../../db/schema/index.ts';
import { createUser } from '#tests/helpers/auth.ts';
import { createTestDatabase } from '#tests/helpers/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { pruneAccounts } from './housekeeping.ts';

describe('pruneAccounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('deletes only what no rule reads any more', async () => {
    const { db } = database;
    const now = new Date('2026-06-01T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const userId = await createUser(db, { email: 'limpieza@example.com' });
    await db.insert(rateCounters).values([
      { key: 'login:ip:1.1.1.1', windowStart: ago(2 * 3_600_000), count: 3 },
      { key: 'login:ip:1.1.1.1', windowStart: ago(10 * 60_000), count: 1 },
    ]);
    await db.insert(sessions).values([
      { id: 'caducada', userId, expiresAt: ago(1) },
      { id: 'vigente', userId, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    await db.insert(userTokens).values([
      { userId, kind: 'reset', tokenHash: 'vieja', expiresAt: ago(2 * 86_400_000) },
      { userId, kind: 'verify', tokenHash: 'usada', expiresAt: now, usedAt: ago(2 * 86_400_000) },
      { userId, kind: 'verify', tokenHash: 'abierta', expiresAt: new Date(now.getTime() + 1) },
    ]);

    await pruneAccounts(db, now);

    expect((await db.select().from(rateCounters)).map((a) => a.windowStart)).toEqual([
      ago(10 * 60_000),
    ]);
    expect((await db.select().from(sessions)).map((s) => s.id)).toEqual(['vigente']);
    expect((await db.select().from(userTokens)).map((t) => t.tokenHash)).toEqual(['abierta']);
  });
});
