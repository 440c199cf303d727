/**
 * One owner per table (decision 083): each table is written (inserted into, updated, deleted
 * from) only by the code that owns it; every other module asks the owner through its index.ts.
 * A second writer would be free to forget the owner's rules (the role a membership gives, the
 * events a change publishes, the audit row), so this test reads the server's code and fails on
 * a write to a table anywhere but in its owner. Decision 075's one booking writer is the same
 * rule one level down: inside bookings, booking-writer.test.ts keeps the inserts in core/.
 */
import { getTableName, isTable } from 'drizzle-orm';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const server = join(root, 'server');

const MODULES = 'server/modules/';

/**
 * Each table's owner: a module (its folder under server/modules/) or, for the ground floor's own
 * tables, the file or folder that keeps them. Read and joined by anyone; written only there.
 */
const OWNERS: Record<string, string> = {
  users: 'users',
  sessions: 'auth',
  user_tokens: 'auth',
  rate_counters: 'auth',
  outbox_mails: 'server/adapters/mail/',
  announcements: 'announcements',
  admin_audit_log: 'server/services/audit.ts',
  desk_payments: 'bookings',
  invoicing_settings: 'invoicing',
  invoices: 'invoicing',
  invoice_counters: 'invoicing',
  billing_records: 'invoicing',
  courts: 'courts',
  court_blocked_times: 'courts',
  bookings: 'bookings',
  booking_slots: 'bookings',
  booking_players: 'bookings',
  booking_history: 'bookings',
  booking_holds: 'bookings',
  waitlist_entries: 'bookings',
  access_logs: 'door',
  door_leases: 'door',
  player_levels: 'levels',
  match_results: 'levels',
  level_changes: 'levels',
  court_lights: 'lights',
  light_switches: 'lights',
  light_leases: 'lights',
  open_matches: 'matches',
  open_match_seats: 'matches',
  open_match_queue: 'matches',
  subscriptions: 'subscriptions',
  payment_customers: 'payments',
  payments: 'payments',
  payment_events: 'payments',
  wallets: 'wallet',
  wallet_entries: 'wallet',
  sandbox_objects: 'server/adapters/payments/sandbox/',
  push_subscriptions: 'notifications',
  notification_preferences: 'notifications',
  notifications: 'notifications',
  vapid_keys: 'notifications',
  pack_types: 'packs',
  member_packs: 'packs',
  pack_uses: 'packs',
  realtime_messages: 'server/realtime-bus.ts',
  school_groups: 'school',
  school_prices: 'school',
  school_requests: 'school',
  school_attendance: 'school',
  school_cancelled_classes: 'school',
  school_make_ups: 'school',
  club_calendar_days: 'calendar',
  court_series: 'series',
  court_series_dates: 'series',
  court_series_charges: 'series',
  club_settings: 'server/services/club-settings.ts',
  shop_products: 'shop',
  shop_orders: 'shop',
  shop_order_items: 'shop',
};

/**
 * Bulk fixtures, excused by name: each writes thousands of rows of many owners in a few
 * statements, the past or a bench's load rather than anything a person does through the app.
 * (The demo club's history, server/seed/history.ts, inserts most of its rows through a table map
 * that no pattern here names; what it writes by name is listed here.)
 */
const BULK_FIXTURES = new Map([
  [
    'server/seed/large-club.ts',
    "the large club's 292,000 bookings and their members, for the bench",
  ],
  ['server/seed/history.ts', "the demo club's eight weeks of history: wallets, roles, memberships"],
  ['server/scripts/bench-setup.ts', "the bench's members, sessions, and the bookings it clears"],
  ['server/scripts/bench-writes.ts', "the write bench's bookings to pay"],
]);

/** Each table as drizzle code names it (the schema's export) and as SQL does. */
const TABLES: Array<{ table: string; names: string[] }> = Object.entries(schema)
  .filter(([, value]) => isTable(value))
  .map(([name, value]) => {
    const table = getTableName(value as Parameters<typeof getTableName>[0]);
    return { table, names: [...new Set([name, table])] };
  });

const alternatives = (names: string[]) => names.join('|');

/**
 * The writes of one table: drizzle's `.insert(x)`, `.update(schema.x)`, `.delete(x)` (across line
 * breaks), and SQL's `insert into x`, `update x set`, `update ${x} s set`, `delete from "x"`, in
 * any case. A locking read (`select … for update`) is not a write.
 */
function writePattern(names: string[]): RegExp {
  const name = `(?:${alternatives(names)})`;
  const drizzle = String.raw`\b(?:insert|update|delete)\s*\(\s*(?:\w+\.)?${name}\s*[,)]`;
  const interpolated = String.raw`\$\{\s*(?:\w+\.)?${name}\s*\}`;
  const sqlTable = String.raw`(?:${interpolated}|"?${name}"?(?![\w$]))`;
  const insert = String.raw`\binsert\s+into\s+${sqlTable}`;
  const remove = String.raw`\bdelete\s+from\s+${sqlTable}`;
  const update = String.raw`(?<!for\s)\bupdate\s+(?:${interpolated}|"?${name}"?\s+(?:\w+\s+)?set\b)`;
  return new RegExp(`${drizzle}|${insert}|${remove}|${update}`, 'gi');
}

const PATTERNS = TABLES.map(({ table, names }) => ({ table, pattern: writePattern(names) }));

/** Each write in `text`, as `table@line: text of the line`. */
export function tableWrites(text: string): string[] {
  const lines = text.split('\n');
  return PATTERNS.flatMap(({ table, pattern }) =>
    [...text.matchAll(pattern)].map((m) => {
      const line = text.slice(0, m.index).split('\n').length;
      return `${table}@${line}: ${lines[line - 1]!.trim()}`;
    }),
  ).sort((a, b) => Number(a.split(/[@:]/)[1]) - Number(b.split(/[@:]/)[1]));
}

/** The folder or file that owns `table`, as a path from the project's root. */
function ownerPath(table: string): string {
  const owner = OWNERS[table]!;
  return owner.startsWith('server/') ? owner : `${MODULES}${owner}/`;
}

/** The server's own code: no tests, no migrations (SQL files anyway). */
function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('one owner per table', () => {
  it('finds writes in drizzle and in SQL, and nothing else', () => {
    const tables = (line: string) => tableWrites(line).map((hit) => hit.split('@')[0]);
    expect(tables('await tx.update(users).set({ role });')).toEqual(['users']);
    expect(
      tables('await db\n  .insert(\n    schema.walletEntries,\n  )\n  .values(rows);'),
    ).toEqual(['wallet_entries']);
    expect(tables('await tx.delete(courtBlockedTimes).where(eq(id, x));')).toEqual([
      'court_blocked_times',
    ]);
    expect(tables('insert into ${payments} (id) values ($1)')).toEqual(['payments']);
    expect(tables('INSERT INTO "users" (email) VALUES ($1)')).toEqual(['users']);
    expect(tables('update ${users} set league = league where id = $1')).toEqual(['users']);
    expect(tables('update ${bookingSlots} s set active = false')).toEqual(['booking_slots']);
    expect(tables('UPDATE subscriptions SET status = $1')).toEqual(['subscriptions']);
    expect(tables('update wallets w set balance_cents = 0')).toEqual(['wallets']);
    expect(tables('delete from ${sessions} where user_id = $1')).toEqual(['sessions']);
    expect(tables('DELETE FROM rate_counters WHERE 1 = 1')).toEqual(['rate_counters']);
    expect(tables('await db.insert(users).values(a);\nawait db.delete(sessions);')).toEqual([
      'users',
      'sessions',
    ]);
    // Reads, locks, other tables and look-alike names are not writes of these.
    expect(tables('select 1 from ${users} where id = $1 for update')).toEqual([]);
    expect(tables('await tx.select().from(users).for("update");')).toEqual([]);
    expect(tables('await tx.insert(usersArchive).values(a);')).toEqual([]);
    expect(tables('insert into users_archive select 1')).toEqual([]);
    expect(tables('cache.delete(key); seen.update(token);')).toEqual([]);
    expect(tables('// the update of a booking is the writer’s')).toEqual([]);
  });

  it('knows the owner of every table', () => {
    expect(TABLES.length).toBeGreaterThan(40);
    const owned = new Set(Object.keys(OWNERS));
    expect(TABLES.map((t) => t.table).filter((t) => !owned.has(t))).toEqual([]);
    const tables = new Set(TABLES.map((t) => t.table));
    expect(
      [...owned].filter((t) => !tables.has(t)),
      'an owner of no table',
    ).toEqual([]);
  });

  it('refuses a write outside the table’s owner, and sees the owners’ own', () => {
    const found = new Map(
      serverFiles(server).map((file) => [
        relative(root, file).split('\\').join('/'),
        tableWrites(readFileSync(file, 'utf8')),
      ]),
    );
    const outside = [...found]
      .filter(([file]) => !BULK_FIXTURES.has(file))
      .flatMap(([file, hits]) =>
        hits
          .filter((hit) => !file.startsWith(ownerPath(hit.split('@')[0]!)))
          .map((hit) => `${file}: ${hit}`),
      );
    expect(outside, "write it through the owner's index.ts (decision 083)").toEqual([]);
    // The detector runs on the real files: it sees the owners' writes (every table is written
    // somewhere), and each fixture excused still writes (an entry no longer needed goes).
    const written = new Set([...found.values()].flat().map((hit) => hit.split('@')[0]));
    expect(TABLES.map((t) => t.table).filter((t) => !written.has(t))).toEqual([]);
    for (const file of BULK_FIXTURES.keys()) expect(found.get(file), file).not.toEqual([]);
  });
});
