/**
 * Eight weeks of the demo club's past, so the dashboard, the statistics, the access log and the
 * reservations show what they are for on the first start: bookings with players and payments,
 * cancellations and refunds, door openings and refusals, wallet top-ups, shop orders and school
 * attendance. Written after the demo club itself (its courts, accounts, shop and school), all
 * before `now`, deterministic from the seed value, and inserted in bulk: a handful of statements
 * per table, not one per row.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, clubDate } from '@/domain/club-time.ts';
import { isStaffRole } from '@/domain/roles.ts';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  courtBlockedTimes,
  courts,
  schoolGroups,
  shopProducts,
  subscriptions,
  users,
  wallets,
} from '../db/schema/index.ts';
import { planBookings } from './history-bookings.ts';
import { addDoorLog, addSchool, addShopOrders } from './history-club.ts';
import {
  HISTORY_TABLES,
  HistoryLedger,
  emptyRows,
  type HistoryRows,
  type Person,
} from './history-ledger.ts';
import { seedMemberAccounts, type HistoryCourt, type HistoryWorld } from './history-people.ts';
import { SeededRandom } from './history-random.ts';

/** The seed value of the demo club's history: another value draws another, equally real, past. */
export const DEMO_HISTORY_SEED = 20_261_127;
/** How far back the history goes. */
export const HISTORY_DAYS = 56;

export interface HistoryOptions {
  /** The moment the history leads up to (the seed's "now"). */
  now?: Date;
  seed?: number;
  /** The club's time zone: the courts' hours are its wall clock. */
  timeZone?: string;
  /** The door the log's openings are of. */
  doorId?: string;
  /** The server's configuration, for the services the past goes through (history-activity.ts). */
  config?: Config;
}

/** The server's history: of its club's time zone and door, up to the moment it starts. */
export function demoHistoryOptions(config: Config): HistoryOptions {
  return { timeZone: config.club.timezone, doorId: config.door.doorId, config };
}

const DAY = 86_400_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1_000;

async function loadCourts(db: Database): Promise<HistoryCourt[]> {
  const rows = await db
    .select()
    .from(courts)
    .where(eq(courts.active, true))
    .orderBy(asc(courts.position));
  const blocks = await db.select().from(courtBlockedTimes);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    costs: { nonMember: c.costNonMemberCents, uca: c.costUcaCents },
    hours: { openingTime: c.openingTime, closingTime: c.closingTime, slotMinutes: c.slotMinutes },
    weekLimits: c.maxBookingsPerWeek,
    blocks: blocks.filter((b) => b.courtId === c.id),
  }));
}

/** The demo accounts as the history's people; the seeded members join them. */
async function loadPeople(db: Database, rows: HistoryRows, random: SeededRandom, now: Date) {
  const accounts = await db.select().from(users).orderBy(asc(users.email));
  const admin = accounts.find((u) => u.role === 'admin');
  const coach = accounts.find((u) => u.role === 'coach');
  if (!admin || !coach) return null;
  const person = (u: (typeof accounts)[number]): Person => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    league: u.league,
    demo: true,
  });
  const seeded = seedMemberAccounts(rows, random, admin.passwordHash, now);
  const players = [...accounts.filter((u) => !isStaffRole(u.role)).map(person), ...seeded];
  return { admin: person(admin), coach: person(coach), players };
}

/** Inserts every table's rows, references first, CHUNK rows a statement. */
async function insertRows(tx: Tx, rows: HistoryRows): Promise<void> {
  for (const key of Object.keys(HISTORY_TABLES) as (keyof HistoryRows)[]) {
    const values = rows[key];
    for (let i = 0; i < values.length; i += CHUNK) {
      // Each key pairs a table with its own rows; TypeScript does not follow the pairing.
      await tx.insert(HISTORY_TABLES[key]).values(values.slice(i, i + CHUNK) as never);
    }
  }
}

/**
 * What the history changes in rows the demo club already has: the wallets move by what the
 * history's ledger moved, and the demo accounts (and their memberships) date from before it, so
 * the members per plan and the fees reach back as far as their bookings.
 */
async function adjustDemoClub(tx: Tx, world: HistoryWorld, demoIds: string[]): Promise<void> {
  const moved = [...world.ledger.netBalances()].filter(([, cents]) => cents > 0);
  if (moved.length > 0) {
    await tx
      .insert(wallets)
      .values(
        moved.map(([userId, balanceCents]) => ({ userId, balanceCents, updatedAt: world.now })),
      )
      .onConflictDoUpdate({
        target: wallets.userId,
        set: {
          balanceCents: sql`${wallets.balanceCents} + excluded.balance_cents`,
          updatedAt: world.now,
        },
      });
  }
  if (demoIds.length === 0) return;
  const joined = new Date(world.now.getTime() - (HISTORY_DAYS + 120) * DAY);
  await tx
    .update(users)
    .set({ createdAt: joined, emailVerifiedAt: joined })
    .where(inArray(users.id, demoIds));
  // Days before the history, not whole months before now: each month's fee then falls on a day
  // already past, whatever the clocks did in between (summer time).
  const subscribed = new Date(world.now.getTime() - (HISTORY_DAYS + 10) * DAY);
  await tx
    .update(subscriptions)
    .set({ createdAt: subscribed })
    .where(inArray(subscriptions.userId, demoIds));
}

/**
 * Writes the history into a freshly seeded demo club (its courts, demo accounts, shop and school
 * must exist); nothing when there is no admin or coach to run it.
 */
export async function seedHistory(db: Database, options: HistoryOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? 'Europe/Madrid';
  const random = new SeededRandom(options.seed ?? DEMO_HISTORY_SEED);
  const rows = emptyRows();
  const people = await loadPeople(db, rows, random, now);
  if (!people) return;
  const today = clubDate(now, timeZone);
  const world: HistoryWorld = {
    random,
    rows,
    ledger: new HistoryLedger(rows, random),
    now,
    timeZone,
    firstDay: addDays(today, -HISTORY_DAYS),
    today,
    ...people,
    courts: await loadCourts(db),
    visits: [],
    unpaid: new Map(),
  };
  planBookings(world);
  addDoorLog(world, options.doorId ?? 'main');
  const products = await db.select().from(shopProducts).orderBy(asc(shopProducts.name));
  addShopOrders(world, products);
  const groups = await db.select().from(schoolGroups).orderBy(asc(schoolGroups.level));
  addSchool(world, groups);
  const demoIds = people.players.filter((p) => p.demo).map((p) => p.id);
  await db.transaction(async (tx) => {
    await insertRows(tx, rows);
    await adjustDemoClub(tx, world, [people.admin.id, people.coach.id, ...demoIds]);
  });
}
