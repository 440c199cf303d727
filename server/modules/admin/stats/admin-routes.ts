/** /api/admin/stats, …/stats/{table}.csv and …/dashboard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  if (!isIsoDate(from) || !isIsoDate(to)) throw badRequest('Fecha no válida');
  const span = daysBetween(from, to);
  if (span < 0) throw badRequest('La fecha de fin no puede ser anterior a la de inicio.');
  if (span > MAX_STATS_RANGE_DAYS) throw badRequest('El rango de fechas es demasiado largo.');
  return { from, to, timeZone, now };
}

export const statsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const stats = {
      querystring: statsQuerySchema,
      response: responses({ 200: statsResponseSchema, 304: notModified }),
    };
    const cached = createStatsCache(ctx);
    app.get('/stats', { schema: stats }, async (request, reply) =>
      sendSerialised<StatsResponse>(request, reply, await cached.get(rangeOf(ctx, request.query))),
    );

    const csv = {
      params: statsCsvParamsSchema,
      querystring: statsQuerySchema,
      response: responses({ 200: csvSchema }),
    };
    app.get('/stats/:file', { schema: csv }, async (request, reply) => {
      const range = rangeOf(ctx, request.query);
      const table = request.params.file.replace(/\.csv$/, '') as StatsTable;
      const body = await STATS_CSV[table](ctx.db, range);
      return sendCsv(reply, `${table}_${range.from}_${range.to}.csv`, body);
    });

    const today = { response: responses({ 200: dashboardResponseSchema }) };
    app.get('/dashboard', { schema: today }, async () => ({
      success: true as const,
      ...(await dashboard(ctx.db, ctx.now(), ctx.config.club.timezone)),
    }));
  };
