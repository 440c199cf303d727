/** /api/users/series…: the holder's own series (Mis Reservas). */
import {
  SERIES_ANSWERS,
  seriesDateParamsSchema,
  seriesEndedResponseSchema,
  seriesListResponseSchema,
  seriesParamsSchema,
  seriesReleasedResponseSchema,
} from '@/api/series.ts';
import { responses } from '@/api/common.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { ModuleRoutes } from '../types.ts';
import { holderSeries, loadSeries } from './queries.ts';
import { endSeries, releaseSeriesDate } from './release.ts';

export const seriesRoutes: ModuleRoutes = (ctx) => async (app) => {
  const mine = { response: responses({ 200: seriesListResponseSchema }) };
  app.get('/users/series', { schema: mine }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, series: await loadSeries(ctx.db, holderSeries(user.id)) };
  });

  const release = {
    params: seriesDateParamsSchema,
    response: responses({ 200: seriesReleasedResponseSchema }),
  };
  app.post('/users/series/:id/dates/:date/release', { schema: release }, async (request) => {
    const user = await request.requireUser();
    const { id, date } = request.params;
    const cents = await releaseSeriesDate(ctx, user, id, date);
    return {
      success: true as const,
      message: SERIES_ANSWERS.released,
      credited: centsToEuros(cents),
    };
  });

  const end = {
    params: seriesParamsSchema,
    response: responses({ 200: seriesEndedResponseSchema }),
  };
  app.post('/users/series/:id/end', { schema: end }, async (request) => {
    const user = await request.requireUser();
    const ended = await endSeries(ctx, user, request.params.id);
    return {
      success: true as const,
      message: SERIES_ANSWERS.ended,
      released: ended.released,
      credited: centsToEuros(ended.creditedCents),
    };
  });
};
