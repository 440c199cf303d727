/**
 * Every background job, started and stopped in one place. buildApp starts them (and stops them
 * when the app closes); tests run one by hand with `runJob`. Every instance runs them: each job is
 * idempotent, so several instances doing it at once only repeat harmless work.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { pruneAccounts } from './modules/auth/index.ts';
import { expireStartedEntries } from './modules/bookings/index.ts';
import { kickChain, sendPendingRecords } from './modules/invoicing/index.ts';
import { evaluateLights } from './modules/lights/index.ts';
import { autoCancelMatches, expireHolds, tellPromotions } from './modules/matches/index.ts';
import {
  queueRainNotices,
  queueReminders,
  pruneNotifications,
  sendDueNotifications,
} from './modules/notifications/index.ts';
import { expirePacks } from './modules/packs/index.ts';
import { reconcilePendingPayments } from './modules/payments/index.ts';
import { renewDueSubscriptions } from './modules/payments/index.ts';
import { billDueSeries } from './modules/series/index.ts';
import { privatizeUniversityCards } from './modules/users/index.ts';
import { pruneRealtimeMessages } from './realtime-bus.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Job {
  name: string;
  everyMs: number;
  /** Whether this job has anything to do with this configuration. */
  enabled(ctx: AppContext): boolean;
  /** Also run once when the server starts (work a crash may have left undone). */
  atStart?: boolean;
  run(ctx: AppContext, log?: FastifyBaseLogger): Promise<unknown>;
}

export const JOBS: readonly Job[] = [
  {
    // Tickets the sales wrote since the last pass, numbered and chained (decision 091); at
    // start, those a crash left unnumbered. Server tests number them by hand; a server run for
    // end-to-end tests (request hooks on) numbers them as in production.
    name: 'invoice chain',
    everyMs: 1_000,
    enabled: (ctx) => ctx.config.env !== 'test' || ctx.config.testRequestHooks,
    atStart: true,
    run: (ctx) => kickChain(ctx),
  },
  {
    // VERI*FACTU: the chained records to AEAT, in order, when its last wait is over; nothing in
    // the other mode. AEAT being down only moves the next try.
    name: 'aeat records',
    everyMs: 10_000,
    enabled: (ctx) => ctx.config.env !== 'test',
    atStart: true,
    run: (ctx) => sendPendingRecords(ctx),
  },
  {
    // Old attempts, expired sessions and spent tokens.
    name: 'accounts housekeeping',
    everyMs: HOUR,
    enabled: () => true,
    run: (ctx) => pruneAccounts(ctx.db, ctx.now()),
  },
  {
    // Payments the gateway settled and nobody reported (a crash between the charge and the
    // credit, a lost webhook, a closed browser): credited or failed through the one fulfilment.
    name: 'payments reconcile',
    everyMs: 5 * MINUTE,
    enabled: () => true,
    atStart: true,
    run: (ctx) => reconcilePendingPayments(ctx),
  },
  {
    // Identity documents uploaded before they were private leave the public directory.
    name: 'private documents',
    everyMs: 24 * HOUR,
    enabled: () => true,
    atStart: true,
    run: (ctx) => privatizeUniversityCards(ctx),
  },
  {
    // The sandbox has no Stripe to bill memberships each month. One instance is assumed: the
    // sandbox is for demos and development. Tests call it by hand with their own clock.
    name: 'sandbox renewals',
    everyMs: HOUR,
    enabled: (ctx) => !!ctx.payments.sandbox && ctx.config.env !== 'test',
    run: (ctx) => renewDueSubscriptions(ctx),
  },
  {
    // Realtime messages too large for a notification, once every instance has read them.
    name: 'realtime messages',
    everyMs: MINUTE,
    enabled: (ctx) => ctx.database.kind === 'postgres',
    run: (ctx) => pruneRealtimeMessages(ctx.db),
  },
  {
    // Places in line for a slot that has started: nobody can be promoted into them any more.
    name: 'waitlist expiry',
    everyMs: 5 * MINUTE,
    enabled: () => true,
    run: (ctx) => expireStartedEntries(ctx),
  },
  {
    // Open matches not full at their auto-cancel time: cancelled, every payer refunded once.
    name: 'open matches auto-cancel',
    everyMs: MINUTE,
    enabled: () => true,
    atStart: true,
    run: (ctx) => autoCancelMatches(ctx),
  },
  {
    // Seats held 15 minutes for the first of a seat list who did not pay: the next one's turn.
    name: 'open matches seat holds',
    everyMs: MINUTE,
    enabled: () => true,
    run: async (ctx) => {
      const { promoted } = await expireHolds(ctx);
      for (const p of promoted) await tellPromotions(ctx, p.matchId, [p]);
    },
  },
  {
    // Packs past their end stop paying; their uses left are counted as unused (statistics).
    name: 'packs expiry',
    everyMs: 15 * MINUTE,
    enabled: () => true,
    atStart: true,
    run: (ctx) => expirePacks(ctx),
  },
  {
    // Court lights that follow the bookings. Every instance tries; the one holding the lease
    // switches (server/modules/lights/switcher.ts), and a restart resumes from the stored state.
    // Tests run it by hand with their own clock (a 5-second timer would skew statement budgets).
    name: 'court lights',
    everyMs: 5000,
    enabled: (ctx) => ctx.config.env !== 'test',
    atStart: true,
    run: (ctx) => evaluateLights(ctx),
  },
  {
    // Abonos with a season price: each month charged once, from the holder's wallet or saved
    // card, from its billing day on; a failed charge is tried again every run (decisions 059, 060).
    name: 'series billing',
    everyMs: HOUR,
    enabled: () => true,
    atStart: true,
    run: (ctx) => billDueSeries(ctx),
  },
  {
    // The notifications' outbox: due notices sent to each device, or e-mailed (decision 053).
    // Tests run it by hand with their own clock.
    name: 'push send',
    everyMs: 5000,
    enabled: (ctx) => ctx.config.env !== 'test',
    atStart: true,
    run: (ctx, log) => sendDueNotifications(ctx, log),
  },
  {
    // Settled notices past any flow that could store them again leave the outbox.
    name: 'notifications housekeeping',
    everyMs: 24 * HOUR,
    enabled: () => true,
    run: (ctx) => pruneNotifications(ctx.db, ctx.now()),
  },
  {
    // Each booking's reminder, stored for its players once their chosen advance is reached.
    name: 'push reminders',
    everyMs: MINUTE,
    enabled: (ctx) => ctx.config.env !== 'test',
    run: (ctx) => queueReminders(ctx),
  },
  {
    // Outdoor bookings forecast wet: the booker may cancel at no cost.
    name: 'push rain',
    everyMs: 30 * MINUTE,
    enabled: (ctx) => ctx.config.weather.provider !== 'none' && ctx.config.env !== 'test',
    run: (ctx) => queueRainNotices(ctx),
  },
];

export interface RunningJobs {
  stop(): void;
}

/**
 * Starts every enabled job on its interval (and the `atStart` ones at once); a failed run is
 * logged and tried again next time.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): RunningJobs {
  const timers = JOBS.filter((job) => job.enabled(ctx)).map((job) => {
    const runLogged = () =>
      job.run(ctx, log).catch((error: unknown) => log.error({ err: error }, `${job.name} failed`));
    if (job.atStart) void runLogged();
    const timer = setInterval(() => void runLogged(), job.everyMs);
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}

/** Runs one job now, by name (tests, scripts). */
export async function runJob(ctx: AppContext, name: string): Promise<unknown> {
  const job = JOBS.find((j) => j.name === name);
  if (!job) throw new Error(`no job named ${name}`);
  return job.run(ctx);
}
