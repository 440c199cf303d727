/** Open matches' test set-up: members with sessions, wallets and levels, a booking to open. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { playerLevels, walletEntries, wallets } from '../../server/db/schema/index.ts';
import { creditWallet } from '../../server/modules/wallet/index.ts';
import { userWithSession } from './bookings.ts';
import { stored } from '../../server/stored-text.ts';

export type Player = { id: string; cookie: string };

/** A member with a session, `euros` in the wallet and, when given, a padel level. */
export async function player(
  db: Database,
  name: string,
  options: { euros?: number; level?: number; role?: string } = {},
): Promise<Player> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const who = await userWithSession(db, {
    email: `${slug}@test.local`,
    name,
    role: options.role ?? 'user-adult',
  });
  if (options.euros) {
    await db.transaction((tx) =>
      creditWallet(
        tx,
        who.id,
        options.euros! * 100,
        stored('payments.ledgerTopUp'),
        `test-topup:${who.id}`,
      ),
    );
  }
  if (options.level !== undefined) {
    await db.insert(playerLevels).values({
      userId: who.id,
      sport: 'padel',
      levelHundredths: Math.round(options.level * 100),
      reliability: 'validado',
    });
  }
  return who;
}

export async function balanceCents(db: Database, userId: string): Promise<number> {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return row?.balanceCents ?? 0;
}

export async function ledgerOf(db: Database, userId: string) {
  return db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
}
