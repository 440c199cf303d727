/** What the admin tests share: the routes the app registers under /api/admin and a DB fingerprint. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client.ts';
import { rowsOf } from '../../server/modules/admin/index.ts';

/**
 * Every route the app answers under /api/admin, read from Fastify's own route tree (each line
 * is a child of the line above it that is one level less indented), so a new admin route is in
 * the authorization matrix without anyone adding it.
 */
export function adminRoutesOf(app: FastifyInstance): Array<{ url: string; method: string }> {
  const stack: string[] = [];
  const routes: Array<{ url: string; method: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*?)([├└]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[3]!);
    const url = stack.join('');
    if (!match[4] || !url.startsWith('/api/admin/')) continue;
    for (const method of match[4].split(', ')) {
      if (method !== 'HEAD') routes.push({ url, method });
    }
  }
  return routes;
}

const TABLES = [
  'users',
  'sessions',
  'wallets',
  'wallet_entries',
  'bookings',
  'booking_players',
  'booking_slots',
  'booking_history',
  'courts',
  'court_blocked_times',
  'admin_audit_log',
  'desk_payments',
  'subscriptions',
  'shop_products',
  'shop_orders',
];

/** A digest of every row of the tables admin routes could change: equal means nothing changed. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await rowsOf<{ digest: string | null }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
      ),
    );
    out[table] = rows[0]?.digest ?? '';
  }
  return out;
}
