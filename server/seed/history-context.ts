/**
 * The clock and the club the demo's past is lived through: the modules' own services run with a
 * context whose `now` is a moment of the history, so what they write (a series and its charges,
 * a waitlist's promotion, a pack's uses, an open match's seats, the lights' switches) obeys every
 * rule as it did for the members then. The mails of those days were read long ago: none is sent.
 */
import { asc } from 'drizzle-orm';
import { addDays, zonedTimeToInstant } from '@/domain/club-time.ts';
import { createAppContext } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { userIdentityColumns } from '../modules/users/index.ts';
import type { PaymentGateway } from '../adapters/payments/index.ts';
import type { Realtime } from '../realtime.ts';
import type { SessionUser } from '../sessions.ts';

/** Nobody is connected while the club is seeded: events and invalidations go nowhere. */
const quietRealtime: Realtime = {
  emitToUser: () => {},
  emitToRoom: () => {},
  allowRooms: () => {},
  endSessions: () => {},
  forget: () => {},
  onForget: () => {},
  cacheable: () => false,
  status: () => 'local',
  close: async () => {},
};

export interface PastClub {
  /** The services' context with the clock at `now`. */
  at(now: Date): AppContext;
  /** The club-local `date` (today plus `days`) at 'HH:MM', as an instant. */
  when(days: number, time: string): Date;
  /** The club date `days` from today. */
  date(days: number): string;
  today: string;
  now: Date;
  timeZone: string;
  /** An account by e-mail, as a session knows it (the seed's accounts all exist). */
  person(email: string): SessionUser;
}

export async function pastClub(
  db: Database,
  payments: PaymentGateway,
  options: { now: Date; today: string; timeZone: string; config?: Config },
): Promise<PastClub> {
  const config =
    options.config ?? loadConfig({ CLUB_TIMEZONE: options.timeZone, LOG_LEVEL: 'silent' });
  const base = createAppContext({
    config: { ...config, testRequestHooks: false },
    database: { db, kind: 'pglite', close: async () => {} },
    realtime: quietRealtime,
    adapters: { payments, mailer: { send: async () => {} } },
  });
  const accounts = await db.select(userIdentityColumns).from(users).orderBy(asc(users.email));
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  const { today, timeZone } = options;
  return {
    at: (now) => ({ ...base, now: () => now }),
    when: (days, time) => zonedTimeToInstant(addDays(today, days), time, timeZone)!,
    date: (days) => addDays(today, days),
    today,
    now: options.now,
    timeZone,
    person: (email) => {
      const account = byEmail.get(email);
      if (!account) throw new Error(`the demo club has no ${email}`);
      return account;
    },
  };
}
