/**
 * The notices nobody's action triggers: each booking's reminder (the 'push reminders' job) and the
 * rain notice for outdoor bookings (the 'push rain' job). Both only store notices; the outbox's
 * key makes a run that repeats one harmless.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { CANCEL_WINDOW_HOURS } from '@/domain/cancellation.ts';
import { clubDate, toWallClock } from '@/domain/club-time.ts';
import { RAIN_CANCEL_ACTION, REMINDER_MINUTES_MAX, reminderDueAt } from '@/domain/notifications.ts';
import { RAIN_PROBABILITY_THRESHOLD, weatherAt } from '@/domain/weather.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { bookingPlayers, bookings, courts } from '../../db/schema/index.ts';
import { translator } from '../../i18n.ts';
import { notify } from './notify.ts';
import { preferencesFor } from './preferences.ts';

const MINUTE = 60_000;

interface Upcoming {
  id: string;
  userId: string;
  startsAt: Date;
  courtName: string;
}

async function upcomingBookings(ctx: AppContext, until: Date, outdoorOnly: boolean) {
  const now = ctx.now();
  const conditions = [
    eq(bookings.status, 'active'),
    gt(bookings.startsAt, now),
    lte(bookings.startsAt, until),
  ];
  if (outdoorOnly) conditions.push(eq(courts.indoor, false));
  return ctx.db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      startsAt: bookings.startsAt,
      courtName: courts.name,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(...conditions));
}

/** 'Pádel 2 · hoy a las 18:00' (or 'mañana', or the date). */
export function whenText(ctx: AppContext, booking: Upcoming, language: Language): string {
  const tz = ctx.config.club.timezone;
  const { date, time } = toWallClock(booking.startsAt, tz);
  const today = clubDate(ctx.now(), tz);
  const tomorrow = clubDate(new Date(ctx.now().getTime() + 24 * 3_600_000), tz);
  const day = date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'other';
  return translator(language)('push.when', {
    court: booking.courtName,
    day,
    date: date.split('-').reverse().join('/'),
    time,
  });
}

/** Booker and member players of each booking, once each. */
async function playersOf(ctx: AppContext, list: Upcoming[]): Promise<Map<string, Set<string>>> {
  const players = new Map(list.map((b) => [b.id, new Set([b.userId])]));
  if (list.length === 0) return players;
  const rows = await ctx.db
    .select({ bookingId: bookingPlayers.bookingId, userId: bookingPlayers.userId })
    .from(bookingPlayers)
    .where(
      inArray(
        bookingPlayers.bookingId,
        list.map((b) => b.id),
      ),
    );
  for (const row of rows) if (row.userId) players.get(row.bookingId)?.add(row.userId);
  return players;
}

/**
 * Stores the reminder of each booking for each of its players whose reminder time has come
 * (their own advance, 15 to 180 minutes) and whose game has not started. Resolves with how many
 * were stored by this run.
 */
export async function queueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const upcoming = await upcomingBookings(
    ctx,
    new Date(now.getTime() + REMINDER_MINUTES_MAX * MINUTE),
    false,
  );
  const players = await playersOf(ctx, upcoming);
  const prefs = await preferencesFor(ctx.db, [
    ...new Set([...players.values()].flatMap((s) => [...s])),
  ]);
  let stored = 0;
  for (const booking of upcoming) {
    for (const userId of players.get(booking.id) ?? []) {
      const mine = prefs.get(userId);
      if (!mine?.kinds.reminder) continue;
      if (reminderDueAt(booking.startsAt, mine.reminderMinutes) > now) continue;
      const added = await notify(ctx, {
        kind: 'reminder',
        subject: booking.id,
        userId,
        title: msg('push.reminderTitle'),
        body: (language) => whenText(ctx, booking, language),
        url: `/bookings/${booking.id}`,
        tag: `reminder-${booking.id}`,
      });
      if (added) stored += 1;
    }
  }
  return stored;
}

/**
 * Tells the booker of each outdoor booking within the cancellation window whose start hour is
 * forecast wet (the club's threshold) that they may cancel it at no cost, with the action that
 * opens the cancel dialog.
 */
export async function queueRainNotices(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const upcoming = await upcomingBookings(
    ctx,
    new Date(now.getTime() + CANCEL_WINDOW_HOURS * 3_600_000),
    true,
  );
  if (upcoming.length === 0) return 0;
  const last = upcoming.reduce((a, b) => (a.startsAt > b.startsAt ? a : b)).startsAt;
  const entries = await ctx.weather
    .hourly(now.toISOString().slice(0, 10), last.toISOString().slice(0, 10))
    .catch(() => []);
  let stored = 0;
  for (const booking of upcoming) {
    const chance = weatherAt(entries, booking.startsAt)?.values.precipitationProbability ?? -1;
    if (chance < RAIN_PROBABILITY_THRESHOLD) continue;
    const url = `/bookings/${booking.id}`;
    const added = await notify(ctx, {
      kind: 'rain',
      subject: booking.id,
      userId: booking.userId,
      title: msg('push.rainTitle'),
      body: (language) =>
        translator(language)('push.rainBody', { when: whenText(ctx, booking, language), chance }),
      url,
      tag: `rain-${booking.id}`,
      actions: [
        { action: RAIN_CANCEL_ACTION, title: msg('push.rainCancel'), url: `${url}?cancel=1` },
      ],
    });
    if (added) stored += 1;
  }
  return stored;
}
