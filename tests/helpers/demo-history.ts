import { vi } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { seedDemoClub } from '../../server/seed/index.ts';
import { DEMO_HISTORY_SEED } from '../../server/seed/history.ts';

/** The seed's "now" of the demo history's tests: a Friday evening in Madrid (UTC+1). */
export const DEMO_NOW = new Date('2026-11-20T19:30:00Z');
export const DEMO_TZ = 'Europe/Madrid';

/**
 * Seeds the demo club with its history with the clock at DEMO_NOW, so every date the seeds read
 * (the school's season, the memberships) is the same on every run, whatever the real date.
 * `openMatches` adds the coming open matches the server's own seed adds.
 */
export async function seedDemoAt(
  db: Database,
  options: { seed?: number; openMatches?: boolean } = {},
): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], now: DEMO_NOW });
  try {
    await seedDemoClub(db, undefined, {
      history: { seed: options.seed ?? DEMO_HISTORY_SEED, timeZone: DEMO_TZ },
      openMatches: options.openMatches ? { timeZone: DEMO_TZ } : undefined,
    });
  } finally {
    vi.useRealTimers();
  }
}
