import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { sessions } from './db/schema/index.ts';
import { JOBS, runJob, startJobs } from './jobs.ts';
import { serviceContext } from '#tests/helpers/payments.ts';

describe('background jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a job by hand: accounts housekeeping drops expired sessions', async () => {
    const { db } = t.database;
    const now = new Date('2026-06-01T12:00:00Z');
    const userId = await createUser(db, { email: 'jobs@example.com' });
    await db.insert(sessions).values([
      { id: 'job-caducada', userId, expiresAt: new Date(now.getTime() - 1) },
      { id: 'job-vigente', userId, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    await runJob(
      serviceContext(t, () => now),
      'accounts housekeeping',
    );
    const left = (await db.select().from(sessions)).map((s) => s.id);
    expect(left).toContain('job-vigente');
    expect(left).not.toContain('job-caducada');
  });

  it('starts every enabled job hourly and stops them all', () => {
    const ctx = serviceContext(t);
    // Tests renew sandbox memberships by hand with their own clock, never on a timer.
    // Stored realtime messages exist only where instances share PostgreSQL.
    const onPostgres = ctx.database.kind === 'postgres' ? ['realtime messages'] : [];
    // Tickets are numbered by hand too (an end-to-end server, with request hooks, numbers them).
    expect(JOBS.filter((job) => job.enabled(ctx)).map((job) => job.name)).toEqual([
      'accounts housekeeping',
      'payments reconcile',
      'private documents',
      ...onPostgres,
      'waitlist expiry',
      'open matches auto-cancel',
      'open matches seat holds',
      'packs expiry',
      'series billing',
      'notifications housekeeping',
    ]);
    vi.useFakeTimers();
    try {
      const run = vi
        .spyOn(
          JOBS.find((job) => job.name === 'accounts housekeeping')!,
          'run',
        )
        .mockResolvedValue(undefined);
      const jobs = startJobs(ctx, t.app.log);
      vi.advanceTimersByTime(3_600_000);
      expect(run).toHaveBeenCalledTimes(1);
      jobs.stop();
      vi.advanceTimersByTime(3 * 3_600_000);
      expect(run).toHaveBeenCalledTimes(1);
      run.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a job it does not know', async () => {
    await expect(runJob(serviceContext(t), 'nope')).rejects.toThrow('no job named nope');
  });
});
