/**
 * Bookings as iCalendar (RFC 5545): one booking's .ics, and the member's personal feed (their
 * upcoming active bookings, as booker or player) behind a secret token they can renew.
 */
import { eq } from 'drizzle-orm';
import type { ICalCalendar } from 'ical-generator';
import type { Booking } from '@/api/bookings.ts';
import type { Language } from '@/i18n/languages.ts';
import { memberLanguage, translator, type Translate } from '../../../i18n.ts';
import type { AppContext } from '../../../context.ts';
import type { Queryable } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { randomToken } from '../../../lib/crypto.ts';
import { lazy } from '../../../lib/lazy.ts';
import { setCalendarToken } from '../../users/index.ts';
import { listMyBookings } from '../queries.ts';

/** Loaded by the first calendar asked for, not at every start (decision 026). */
const loadIcal = lazy(async () => import('ical-generator'));

function playerNames(b: Booking, t: Translate): string {
  return b.players
    .map((p) => p.memberId?.name ?? p.nonMemberName ?? p.nonMemberEmail ?? t('mail.icsPlayer'))
    .join(', ');
}

type Ical = Awaited<ReturnType<typeof loadIcal>>;

interface EventContext {
  lib: Ical;
  calendar: ICalCalendar;
  ctx: AppContext;
  now: Date;
  t: Translate;
}

function addEvent({ lib, calendar, ctx, now, t }: EventContext, b: Booking) {
  const court = `${b.courtId.type.toUpperCase()} - ${b.courtId.name}`;
  const url = `${ctx.config.publicUrl}/bookings/${b._id}`;
  calendar.createEvent({
    // The booking's id at the club's host: the same booking is the same event in every download
    // and feed refresh, so calendar apps update it instead of adding another.
    id: `${b._id}@${new URL(ctx.config.publicUrl).host}`,
    stamp: now,
    start: new Date(b.startsAt),
    end: new Date(b.endsAt),
    summary: t('mail.icsSummary', { court }),
    location: `${ctx.config.club.name}, ${court}`,
    description: `${t('mail.icsPlayers', { players: playerNames(b, t) })}\n${url}`,
    url,
    status: lib.ICalEventStatus.CONFIRMED,
  });
}

/**
 * A calendar document with the given bookings, in `language` (its reader's); escaping and folding
 * are ical-generator's.
 */
export async function icsDocument(
  ctx: AppContext,
  list: Booking[],
  name: string,
  language: Language,
): Promise<string> {
  const lib = await loadIcal();
  const t = translator(language);
  const calendar = lib.default({
    name,
    prodId: {
      company: ctx.config.club.name,
      product: t('mail.icsProduct'),
      language: language.toUpperCase(),
    },
    method: lib.ICalCalendarMethod.PUBLISH,
    scale: 'gregorian',
    // Times are written in UTC, which every app reads the same; the zone only says where the
    // club is, for the apps that show a calendar's own zone.
    x: [{ key: 'X-WR-TIMEZONE', value: ctx.config.club.timezone }],
  });
  const now = ctx.now();
  for (const booking of list) addEvent({ lib, calendar, ctx, now, t }, booking);
  // RFC 5545 ends every line with CRLF, the last one too; the library leaves the last one bare.
  return `${calendar.toString()}\r\n`;
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
  await setCalendarToken(db, userId, token);
  return token;
}

/** The feed of the member holding `token`: upcoming active bookings, as booker or player. */
export async function feedFor(ctx: AppContext, token: string): Promise<string | null> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.calendarToken, token));
  if (!user) return null;
  const list = await listMyBookings(ctx.db, user.id, { endsFrom: ctx.now() });
  const language = memberLanguage(user.language);
  const name = translator(language)('mail.icsFeedName', { club: ctx.config.club.name });
  return icsDocument(ctx, list, name, language);
}
