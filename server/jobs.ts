/**
 * Every background job, started and stopped in one place. buildApp starts them (and stops them
 * when the app closes); tests run one by hand with `runJob`. Every instance runs them: each job is
 * idempotent, so several instances doing it at once only repeat harmless work.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { pruneAccounts } from './modules/auth/housekeeping.ts';
import { renewDueSubscriptions } from './modules/payments/service.ts';

const HOUR = 3_600_000;

export interface Job {
  name: string;
  everyMs: number;
  /** Whether this job has anything to do with this configuration. */
  enabled(ctx: AppContext): boolean;
  run(ctx: AppContext): Promise<unknown>;
}

export const JOBS: readonly Job[] = [
  {
    // Old attempts, expired sessions and spent tokens.
    name: 'accounts housekeeping',
    everyMs: HOUR,
    enabled: () => true,
    run: (ctx) => pruneAccounts(ctx.db, ctx.now()),
  },
  {
    // The sandbox has no Stripe to bill memberships each month. One instance is assumed: the
    // sandbox is for demos and development. Tests call it by hand with their own clock.
    name: 'sandbox renewals',
    everyMs: HOUR,
    enabled: (ctx) => !!ctx.payments.sandbox && ctx.config.env !== 'test',
    run: (ctx) => renewDueSubscriptions(ctx),
  },
];

export interface RunningJobs {
  stop(): void;
}

/** Starts every enabled job on its interval; a failed run is logged and tried again next time. */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): RunningJobs {
  const timers = JOBS.filter((job) => job.enabled(ctx)).map((job) => {
    const timer = setInterval(() => {
      job.run(ctx).catch((error: unknown) => log.error({ err: error }, `${job.name} failed`));
    }, job.everyMs);
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
