/**
 * 'Reservas pasadas' (issue 41): the member's bookings that have ended, latest first, a page at a
 * time. Keyset paging on (start, id), not an offset: a booking that ends while the member scrolls
 * joins the top of the list and never shifts a later page, so none is shown twice or skipped.
 */
import { sql } from 'drizzle-orm';
import type { Booking } from '@/api/bookings.ts';
import type { StatusFilter } from '@/domain/my-bookings.ts';
import type { Database } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import { bookingPlayers, bookings } from '../../../db/schema/index.ts';
import { loadBookings } from '../queries.ts';

export interface PastPageQuery {
  /** A previous answer's `next`: `<start in epoch ms>_<booking id>`, already checked by zod. */
  before?: string;
  limit: number;
  from?: string;
  to?: string;
  status?: StatusFilter;
  court?: string;
}

/** Greater than any id, so the first page starts at the newest booking that ended. */
const LAST_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * One page of ids (one more than asked, to know whether another page follows). Two branches, as
 * booker and as player, each on its own index, like the default list (queries.ts). A filter left
 * out arrives as null and matches everything.
 */
const pastIds = preparedSql<
  {
    userId: string;
    now: string;
    beforeStart: string;
    beforeId: string;
    from: string;
    to: string;
    paid: boolean | null;
    court: string | null;
    take: number;
  },
  { id: string; starts_at: string | Date }
>('my_past_booking_ids', () => {
  const v = (name: string) => sql.placeholder(name);
  const scope = sql`b.status = 'active' and b.ends_at <= ${v('now')}::timestamptz
    and (b.starts_at, b.id) < (${v('beforeStart')}::timestamptz, ${v('beforeId')}::uuid)
    and b.date_booked between ${v('from')}::date and ${v('to')}::date
    and (${v('paid')}::boolean is null or (b.payment_status = 'P') = ${v('paid')}::boolean)
    and (${v('court')}::uuid is null or b.court_id = ${v('court')}::uuid)`;
  const user = sql`${v('userId')}::uuid`;
  return sql`select id, starts_at from (
      select b.id, b.starts_at from ${bookings} b where b.user_id = ${user} and ${scope}
      union
      select b.id, b.starts_at from ${bookingPlayers} p join ${bookings} b on b.id = p.booking_id
      where p.user_id = ${user} and ${scope}
    ) mine order by starts_at desc, id desc limit ${v('take')}::int`;
});

const cursorOf = (row: { id: string; starts_at: string | Date }) =>
  `${new Date(row.starts_at).getTime()}_${row.id}`;

/** A page of the member's past bookings and the cursor of the next one (null: no more). */
export async function listPastBookings(
  db: Database,
  userId: string,
  now: Date,
  query: PastPageQuery,
): Promise<{ bookings: Booking[]; next: string | null }> {
  const [beforeMs, beforeId] = query.before?.split('_') ?? [];
  const rows = await pastIds(db, {
    userId,
    now: now.toISOString(),
    beforeStart: beforeMs ? new Date(Number(beforeMs)).toISOString() : now.toISOString(),
    beforeId: beforeId ?? LAST_ID,
    from: query.from ?? '0001-01-01',
    to: query.to ?? '9999-12-31',
    paid: query.status ? query.status === 'P' : null,
    court: query.court ?? null,
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    bookings: await loadBookings(
      db,
      page.map((r) => r.id),
    ),
    next: rows.length > query.limit && last ? cursorOf(last) : null,
  };
}
