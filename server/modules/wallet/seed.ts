import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { stored } from '../../stored-text.ts';
import { creditWallet } from './service.ts';

/** Demo wallets: a little balance for two demo members, through the ledger like any credit. */
export async function seedWallets(db: Database): Promise<void> {
  const demo = { 'socio@club.local': 4_000, 'vip@club.local': 2_500 } as const;
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(demo)));
  for (const row of rows) {
    const cents = demo[row.email as keyof typeof demo];
    await db.transaction((tx) =>
      creditWallet(tx, row.id, cents, stored('payments.ledgerWelcome'), `seed:wallet:${row.id}`),
    );
  }
}
