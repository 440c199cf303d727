/** /api/admin/series…: every series, by court and weekday; create, edit from a date on, end. */
import {
  SERIES_ANSWERS,
  createSeriesBodySchema,
  editSeriesBodySchema,
  seriesEditedResponseSchema,
  seriesCreatedResponseSchema,
  seriesListResponseSchema,
  seriesParamsSchema,
} from '@/api/series.ts';
import { responses } from '@/api/common.ts';

import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { createSeries, datesIn } from './create.ts';
import { editSeries } from './edit.ts';
import { createdSeriesAnswer, loadOneSeries, loadSeries } from './queries.ts';

import { endSeriesRoute } from './routes.ts';

export const seriesAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/series',
    summary: "Every series ('abonos') by court and weekday (admin)",
    access: 'admin',
    schema: { response: responses({ 200: seriesListResponseSchema }) },
    handler: async (request) => ({
      success: true as const,
      series: await loadSeries(ctx.db, requestLanguage(request)),
    }),
  }),
  route({
    method: 'POST',
    path: '/admin/series',
    summary: 'Create a series, booking every date it can (admin)',
    access: 'admin',
    schema: {
      body: createSeriesBodySchema,
      response: responses({ 201: seriesCreatedResponseSchema }),
    },
    handler: async (request, reply) => {
      const created = await createSeries(ctx, request.user, request.body);
      return reply
        .code(201)
        .send(await createdSeriesAnswer(ctx.db, created, requestLanguage(request)));
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/series/:id',
    summary: 'Edit a series from a date on, re-booking those dates with the new terms (admin)',
    access: 'admin',
    schema: {
      params: seriesParamsSchema,
      body: editSeriesBodySchema,
      response: responses({ 200: seriesEditedResponseSchema }),
    },
    handler: async (request) => {
      const { id } = request.params;
      const edited = await editSeries(ctx, request.user, id, request.body);
      const language = requestLanguage(request);
      const skipped = datesIn(language, edited.dates).filter((d) => d.status === 'skipped');
      const booked = edited.dates.length - skipped.length;
      return {
        success: true as const,
        message: requestTranslator(request)(
          SERIES_ANSWERS.edited(request.body.from, booked, skipped.length),
        ),
        series: (await loadOneSeries(ctx.db, id, language))!,
        booked,
        skipped,
      };
    },
  }),
  endSeriesRoute(ctx, {
    path: '/admin/series/:id/end',
    summary: 'End the rest of a series (admin)',
    access: 'admin',
  }),
];
