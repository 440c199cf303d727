/**
 * A range's statistics kept in memory (issue 29, decision 066): a year of a large club's bookings
 * is hundreds of milliseconds of aggregates per answer, and an admin reads the same range again
 * and again while looking at it. Any booking write (the schedule's topic, carried by the bus to
 * every instance), a renamed user or court drops every range; the time limit bounds how old the
 * figures of the other tables (card payments, wallets, the door, packs) may be. Nothing is kept
 * while the bus is down (createTopicCache).
 */
import { statsResponseSchema, type StatsResponse } from '@/api/admin.ts';
import type { AppContext } from '../../../context.ts';
import { encodeJson, serialised, type Serialised } from '../../../lib/serialised.ts';
import { createTopicCache } from '../../../lib/topic-cache.ts';
import type { Realtime } from '../../../realtime.ts';
import { SCHEDULE_TOPIC } from '../../bookings/index.ts';
import { COURT_TOPIC } from '../../courts/index.ts';
import { statistics, type StatsRange } from './stats.ts';

/** How old a range's figures may be: a report's, not a balance's. */
export const STATS_TTL_MS = 30_000;

/** The answer as the route sends it (with its ETag), and the figures it was made from. */
type CachedStatistics = Serialised & { stats: StatsResponse };

export function createStatsCache(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'> & {
    realtime: Pick<Realtime, 'onForget' | 'cacheable'>;
  },
) {
  const cache = createTopicCache<CachedStatistics>(
    ctx.realtime,
    'admin-stats',
    async (key) => {
      const [from, to] = key.split('|') as [string, string];
      const timeZone = ctx.config.club.timezone;
      const stats = {
        success: true as const,
        ...(await statistics(ctx.db, { from, to, timeZone, now: ctx.now() })),
      };
      return { stats, ...serialised(encodeJson(statsResponseSchema, stats)) };
    },
    { ttlMs: STATS_TTL_MS, maxEntries: 100, clearedBy: [SCHEDULE_TOPIC, 'user', COURT_TOPIC] },
  );
  return {
    /**
     * The range's statistics, computed at most once per change or time limit: admins asking for
     * a range while it is being computed wait for that computation (each starting its own would
     * multiply the cost by the number of them, on the same cores).
     */
    get: (range: Pick<StatsRange, 'from' | 'to'>): Promise<CachedStatistics> =>
      cache.get(`${range.from}|${range.to}`),
  };
}
