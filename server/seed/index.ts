import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createSandboxGateway } from '../adapters/payments/sandbox.ts';
import type { PaymentGateway } from '../adapters/payments/index.ts';
import { hashPassword } from '../lib/crypto.ts';
import { createAnnouncement } from '../modules/announcements/index.ts';
import { seedCourts } from '../modules/courts/index.ts';
import { seedMemberships } from '../modules/subscriptions/index.ts';
import { seedWallets } from '../modules/wallet/index.ts';
import { seedShop } from '../modules/shop/index.ts';
import { seedSchool } from '../modules/school/index.ts';
import { seedDemoLevels, seedDemoResults } from '../modules/levels/index.ts';
import { seedOpenMatches } from '../modules/matches/index.ts';
import { seedPacks } from '../modules/packs/index.ts';
import { seedInvoicing } from '../modules/invoicing/index.ts';
import { insertUsers } from '../modules/users/index.ts';
import { seedPastActivity } from './history-activity.ts';
import { seedHistory, type HistoryOptions } from './history.ts';

/** Demo accounts, one per role the spec names; printed at start-up and listed in the README. */
export const DEMO_PASSWORD = 'club1234';
export const DEMO_ACCOUNTS = [
  { email: 'admin@club.local', name: 'Ana Admin', role: 'admin' },
  { email: 'coach@club.local', name: 'Carlos Entrenador', role: 'coach' },
  { email: 'socio@club.local', name: 'Sofía Socia', role: 'user-adult', league: true },
  {
    email: 'joven@club.local',
    name: 'Javier Joven',
    role: 'user-youth',
    league: true,
    // Youth membership is for under-25s: a demo birth date that fits the role.
    dob: '2005-03-14',
  },
  { email: 'padel@club.local', name: 'Pablo Pádel', role: 'user-padel' },
  { email: 'vip@club.local', name: 'Valeria VIP', role: 'vip', league: true },
  { email: 'uca@club.local', name: 'Úrsula UCA', role: 'uca', dob: '2003-10-02' },
  { email: 'nosocio@club.local', name: 'Nicolás No Socio', role: 'guess' },
] as const;

const DEMO_ANNOUNCEMENTS = [
  { text: 'Bienvenidos a la nueva app del club: reserva tu pista en dos toques.', position: 0 },
  { text: 'Torneo social de pádel el último sábado de cada mes. ¡Apúntate!', position: 1 },
];

/** A module's demo data; `payments` is the gateway the server runs on. */
export type SeedStep = (db: Database, payments: PaymentGateway) => Promise<void>;

/** Each module's demo data (courts, wallets, memberships...), in order, after the accounts. */
const seedSteps: SeedStep[] = [
  seedInvoicing,
  seedCourts,
  seedWallets,
  seedMemberships,
  seedShop,
  seedSchool,
  seedPacks,
];

/**
 * Seeds the demo club once: a database that already has users is left alone. `payments` is the
 * server's gateway (the sandbox unless Stripe is configured), which the demo memberships go through.
 * With `history`, eight weeks of past activity follow (server/seed/history.ts).
 */
export async function seedDemoClub(
  db: Database,
  payments: PaymentGateway = createSandboxGateway(db),
  options: { history?: HistoryOptions; openMatches?: { timeZone: string } } = {},
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  await insertUsers(
    db,
    DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: a.name,
      role: a.role,
      league: 'league' in a ? a.league : false,
      dob: 'dob' in a ? a.dob : '1990-05-17',
      passwordHash,
      emailVerifiedAt: verifiedAt,
    })),
  );
  for (const announcement of DEMO_ANNOUNCEMENTS) await createAnnouncement(db, announcement);
  for (const step of seedSteps) await step(db, payments);
  const history = options.history && { ...options.history, now: options.history.now ?? new Date() };
  if (history) await seedHistory(db, history);
  // After the history, so its members get levels too.
  await seedDemoLevels(db);
  if (history) {
    // What the members and the desk did through the services: abonos, waitlists, bonos, past
    // open matches, the lights (history-activity.ts).
    await seedPastActivity(db, payments, {
      now: history.now,
      timeZone: history.timeZone ?? 'Europe/Madrid',
      config: history.config,
    });
    // With levels set, the latest matches get their results (confirmed, disputed, waiting).
    await seedDemoResults(db, history.now);
  }
  // The only demo rows in the future, asked for by the server's own seed: the bare club (the
  // end-to-end suites) and the history's tests keep every coming slot free.
  if (options.openMatches) await seedOpenMatches(db, new Date(), options.openMatches.timeZone);
  return true;
}
