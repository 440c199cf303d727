import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/helpers/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { seedDemoClub } from '../../seed/index.ts';
import { walletOf } from './service.ts';

describe('demo wallets', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'pglite' });
  });
  afterAll(() => database.close());

  it('gives the demo member a balance backed by a ledger entry', async () => {
    await seedDemoClub(database.db);
    const [socio] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'socio@club.local'));
    const wallet = await walletOf(database.db, socio!.id, 'es');
    expect(wallet.balance).toBe(40);
    expect(wallet.transactions).toMatchObject([{ type: 'credit', amount: 40 }]);
  });
});
