/** /api/admin/stats, …/stats/{table}.csv, …/dashboard and the access log (…/access, …/access.csv). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_ACCESS_CSV_ROWS,
  MAX_STATS_RANGE_DAYS,
  adminAccessQuerySchema,
  adminAccessResponseSchema,
  csvSchema,
  dashboardResponseSchema,
  statsCsvParamsSchema,
  statsQuerySchema,
  statsResponseSchema,
  type StatsQuery,
  type StatsTable,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { addDays, clubDate, daysBetween, isIsoDate } from '@/domain/club-time.ts';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { listAccess } from '../access.ts';
import { csvOf, toCsv } from '../../../services/csv.ts';
import { dashboard } from './dashboard.ts';
import { STATS_QUERIES, statistics, type StatsRange } from './stats.ts';

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
      response: responses({ 200: statsResponseSchema }),
    };
    app.get('/stats', { schema: stats }, async (request) => ({
      success: true as const,
      ...(await statistics(ctx.db, rangeOf(ctx, request.query))),
    }));

    const csv = {
      params: statsCsvParamsSchema,
      querystring: statsQuerySchema,
      response: responses({ 200: csvSchema }),
    };
    app.get('/stats/:file', { schema: csv }, async (request, reply) => {
      const range = rangeOf(ctx, request.query);
      const table = request.params.file.replace(/\.csv$/, '') as StatsTable;
      const body = toCsv(table, await STATS_QUERIES[table](ctx.db, range));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${table}_${range.from}_${range.to}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(body);
    });

    const access = {
      querystring: adminAccessQuerySchema,
      response: responses({ 200: adminAccessResponseSchema }),
    };
    app.get('/access', { schema: access }, async (request) => {
      const { logs, total } = await listAccess(ctx.db, request.query, ctx.config.club.timezone);
      const { page, pageSize } = request.query;
      return { success: true as const, logs, total, page, pageSize };
    });

    const accessCsv = {
      querystring: adminAccessQuerySchema.omit({ page: true, pageSize: true }),
      response: responses({ 200: csvSchema }),
    };
    app.get('/access.csv', { schema: accessCsv }, async (request, reply) => {
      const query = { ...request.query, page: 1, pageSize: MAX_ACCESS_CSV_ROWS };
      const { logs } = await listAccess(ctx.db, query, ctx.config.club.timezone);
      const rows = logs.map((l) => ({
        date: l.createdAt,
        name: l.user.name,
        email: l.user.email,
        role: l.user.role,
        doorId: l.doorId,
        result: l.result,
        reason: l.reason,
      }));
      const columns = ['date', 'name', 'email', 'role', 'doorId', 'result', 'reason'];
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="accesos.csv"')
        .header('Cache-Control', 'no-store')
        .send(csvOf(columns, rows));
    });

    const today = { response: responses({ 200: dashboardResponseSchema }) };
    app.get('/dashboard', { schema: today }, async () => ({
      success: true as const,
      ...(await dashboard(ctx.db, ctx.now(), ctx.config.club.timezone)),
    }));
  };
