/** /api/admin/series…: every series, by court and weekday; create, edit from a date on, end. */
import {
  SERIES_ANSWERS,
  createSeriesBodySchema,
  editSeriesBodySchema,
  seriesEditedResponseSchema,
  seriesCreatedResponseSchema,
  seriesEndedResponseSchema,
  seriesListResponseSchema,
  seriesParamsSchema,
} from '@/api/series.ts';
import { responses } from '@/api/common.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { ModuleRoutes } from '../types.ts';
import { createSeries } from './create.ts';
import { editSeries } from './edit.ts';
import { loadOneSeries, loadSeries } from './queries.ts';
import { endSeries } from './release.ts';

export const seriesAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = { response: responses({ 200: seriesListResponseSchema }) };
  app.get('/series', { schema: list }, async () => ({
    success: true as const,
    series: await loadSeries(ctx.db),
  }));

  const create = {
    body: createSeriesBodySchema,
    response: responses({ 201: seriesCreatedResponseSchema }),
  };
  app.post('/series', { schema: create }, async (request, reply) => {
    const admin = await request.requireAdmin();
    const created = await createSeries(ctx, admin, request.body);
    const series = (await loadOneSeries(ctx.db, created.id))!;
    const skipped = created.dates.filter((d) => d.status === 'skipped');
    const booked = created.dates.length - skipped.length;
    return reply.code(201).send({
      success: true as const,
      message: SERIES_ANSWERS.created(booked, skipped.length),
      series,
      booked,
      skipped,
    });
  });

  const edit = {
    params: seriesParamsSchema,
    body: editSeriesBodySchema,
    response: responses({ 200: seriesEditedResponseSchema }),
  };
  app.put('/series/:id', { schema: edit }, async (request) => {
    const admin = await request.requireAdmin();
    const { id } = request.params;
    const edited = await editSeries(ctx, admin, id, request.body);
    const skipped = edited.dates.filter((d) => d.status === 'skipped');
    const booked = edited.dates.length - skipped.length;
    return {
      success: true as const,
      message: SERIES_ANSWERS.edited(request.body.from, booked, skipped.length),
      series: (await loadOneSeries(ctx.db, id))!,
      booked,
      skipped,
    };
  });

  const end = {
    params: seriesParamsSchema,
    response: responses({ 200: seriesEndedResponseSchema }),
  };
  app.post('/series/:id/end', { schema: end }, async (request) => {
    const admin = await request.requireAdmin();
    const ended = await endSeries(ctx, admin, request.params.id);
    return {
      success: true as const,
      message: SERIES_ANSWERS.ended,
      released: ended.released,
      credited: centsToEuros(ended.creditedCents),
    };
  });
};
