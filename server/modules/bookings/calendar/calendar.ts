/**
 * Bookings as iCalendar (RFC 5545): one booking's .ics, and the member's personal feed (their
 * upcoming active bookings, as booker or player) behind a secret token they can renew.
 */
import { eq } from 'drizzle-orm';
import type { Booking } from '@/api/bookings.ts';
import type { AppContext } from '../../../context.ts';
import type { Queryable } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { randomToken } from '../../../lib/crypto.ts';
import { listMyBookings } from '../queries.ts';

/** Escapes TEXT values (RFC 5545 3.3.11). */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const stamp = (iso: string | Date) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function playerNames(b: Booking): string {
  return b.players
    .map((p) => p.memberId?.name ?? p.nonMemberName ?? p.nonMemberEmail ?? 'Jugador')
    .join(', ');
}

function event(ctx: AppContext, b: Booking, now: Date): string[] {
  const court = `${b.courtId.type.toUpperCase()} - ${b.courtId.name}`;
  return [
    'BEGIN:VEVENT',
    `UID:${b._id}@${new URL(ctx.config.publicUrl).host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(b.startsAt)}`,
    `DTEND:${stamp(b.endsAt)}`,
    `SUMMARY:${text(`Reserva ${court}`)}`,
    `LOCATION:${text(`${ctx.config.club.name}, ${court}`)}`,
    `DESCRIPTION:${text(`Jugadores: ${playerNames(b)}\n${ctx.config.publicUrl}/bookings/${b._id}`)}`,
    `URL:${ctx.config.publicUrl}/bookings/${b._id}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** A calendar document with the given bookings. */
export function icsDocument(ctx: AppContext, list: Booking[], name: string): string {
  const now = ctx.now();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(ctx.config.club.name)}//Reservas//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    `X-WR-TIMEZONE:${ctx.config.club.timezone}`,
    ...list.flatMap((b) => event(ctx, b, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function feedUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/api/calendar/${token}.ics`;
}

/** The member's feed token, made on first ask; `renew` replaces it (old URLs stop answering). */
export async function feedToken(db: Queryable, userId: string, renew: boolean): Promise<string> {
  if (!renew) {
    const [row] = await db
      .select({ token: users.calendarToken })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.token) return row.token;
  }
  const token = randomToken();
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
  return token;
}

/** The feed of the member holding `token`: upcoming active bookings, as booker or player. */
export async function feedFor(ctx: AppContext, token: string): Promise<string | null> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.calendarToken, token));
  if (!user) return null;
  const list = await listMyBookings(ctx.db, user.id, { endsFrom: ctx.now() });
  return icsDocument(ctx, list, `${ctx.config.club.name}: mis reservas`);
}
