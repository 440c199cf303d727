/** /api/admin/stats, …/stats/{table}.csv and …/dashboard. */
import {
  MAX_STATS_RANGE_DAYS,
  csvSchema,
  dashboardResponseSchema,
  statsCsvParamsSchema,
  statsQuerySchema,
  statsResponseSchema,
  type StatsQuery,
  type StatsResponse,
  type StatsTable,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { addDays, clubDate, daysBetween, isIsoDate } from '@/domain/club-time.ts';
import { msg } from '@/i18n/message.ts';
import { answerLanguage } from '../../../i18n.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { notModified, sendSerialised } from '../../../lib/serialised.ts';
import { sendCsv } from '../../../services/csv.ts';
import { dashboard } from './dashboard.ts';
import { createStatsCache } from './stats-cache.ts';
import { STATS_CSV } from './stats-csv.ts';
import type { StatsRange } from './stats.ts';

const DEFAULT_DAYS = 30;

function rangeOf(ctx: AppContext, query: StatsQuery): StatsRange {
  const now = ctx.now();
  const timeZone = ctx.config.club.timezone;
  const to = query.to ?? clubDate(now, timeZone);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (!isIsoDate(from) || !isIsoDate(to)) throw badRequest(msg('errors.invalidDate'));
  const span = daysBetween(from, to);
  if (span < 0) throw badRequest(msg('errors.endBeforeStart'));
  if (span > MAX_STATS_RANGE_DAYS) throw badRequest(msg('errors.rangeTooLong'));
  return { from, to, timeZone, now };
}

export const statsRoutes: ModuleRoutes = (ctx) => {
  const cached = createStatsCache(ctx);
  return [
    route({
      method: 'GET',
      path: '/admin/stats',
      summary: 'Club statistics (admin)',
      access: 'admin',
      schema: {
        querystring: statsQuerySchema,
        response: responses({ 200: statsResponseSchema, 304: notModified }),
      },
      handler: async (request, reply) =>
        sendSerialised<StatsResponse>(
          request,
          reply,
          await cached.get(rangeOf(ctx, request.query)),
        ),
    }),
    route({
      method: 'GET',
      path: '/admin/stats/:file',
      summary: 'Club statistics as a CSV file (admin)',
      access: 'admin',
      schema: {
        params: statsCsvParamsSchema,
        querystring: statsQuerySchema,
        response: responses({ 200: csvSchema }),
      },
      handler: async (request, reply) => {
        const range = rangeOf(ctx, request.query);
        const table = request.params.file.replace(/\.csv$/, '') as StatsTable;
        const language = answerLanguage(request.user.language, request.headers['accept-language']);
        const body = await STATS_CSV[table](ctx.db, range, language);
        return sendCsv(reply, `${table}_${range.from}_${range.to}.csv`, body);
      },
    }),
    route({
      method: 'GET',
      path: '/admin/dashboard',
      summary: 'Dashboard figures (admin)',
      access: 'admin',
      schema: { response: responses({ 200: dashboardResponseSchema }) },
      handler: async () => ({
        success: true as const,
        ...(await dashboard(ctx.db, ctx.now(), ctx.config.club.timezone)),
      }),
    }),
  ];
};
