/** /api/users/series…: the holder's own series (Mis Reservas). */
import {
  SERIES_ANSWERS,
  memberSeriesBodySchema,
  seriesCreatedResponseSchema,
  seriesDateParamsSchema,
  seriesEndedResponseSchema,
  seriesListResponseSchema,
  seriesParamsSchema,
  seriesReleasedResponseSchema,
} from '@/api/series.ts';
import { responses } from '@/api/common.ts';
import { centsToEuros } from '@/domain/money.ts';
import { SERIES_MESSAGES } from '@/domain/series.ts';
import { forbidden } from '../../lib/errors.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { createSeries } from './create.ts';
import { createdSeriesAnswer, holderSeries, loadSeries } from './queries.ts';
import { endSeries, releaseSeriesDate } from './release.ts';
import type { AppContext } from '../../context.ts';

export const seriesRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/users/series',
    summary: "The member's series ('abonos')",
    access: 'signedIn',
    schema: { response: responses({ 200: seriesListResponseSchema }) },
    handler: async (request) => {
      const { series: rules } = await readClubSettings(ctx.db);
      return {
        success: true as const,
        series: await loadSeries(ctx.db, requestLanguage(request), holderSeries(request.user.id)),
        canCreate: rules.memberRoles.includes(request.user.role),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/users/series',
    summary: 'Create my own series, where the club allows it for my role',
    access: 'signedIn',
    schema: {
      body: memberSeriesBodySchema,
      response: responses({ 201: seriesCreatedResponseSchema }),
    },
    handler: async (request, reply) => {
      const { series: rules } = await readClubSettings(ctx.db);
      if (!rules.memberRoles.includes(request.user.role))
        throw forbidden('role', SERIES_MESSAGES.memberNotAllowed);
      const body = { ...request.body, holderId: request.user.id, price: 0 };
      const created = await createSeries(ctx, request.user, body, { atCourtPrice: true });
      return reply
        .code(201)
        .send(await createdSeriesAnswer(ctx.db, created, requestLanguage(request)));
    },
  }),
  route({
    method: 'POST',
    path: '/users/series/:id/dates/:date/release',
    summary: 'Release one date of a series',
    access: 'signedIn',
    schema: {
      params: seriesDateParamsSchema,
      response: responses({ 200: seriesReleasedResponseSchema }),
    },
    handler: async (request) => {
      const { id, date } = request.params;
      const cents = await releaseSeriesDate(ctx, request.user, id, date);
      return {
        success: true as const,
        message: requestTranslator(request)(SERIES_ANSWERS.released),
        credited: centsToEuros(cents),
      };
    },
  }),
  endSeriesRoute(ctx, {
    path: '/users/series/:id/end',
    summary: 'End the rest of my series',
    access: 'signedIn',
  }),
];

/** Ending the rest of a series: the holder's route and the admin's give the same answer. */
export function endSeriesRoute(
  ctx: AppContext,
  where: { path: string; summary: string; access: 'signedIn' | 'admin' },
) {
  return route({
    method: 'POST',
    ...where,
    schema: {
      params: seriesParamsSchema,
      response: responses({ 200: seriesEndedResponseSchema }),
    },
    handler: async (request) => {
      const ended = await endSeries(ctx, request.user, request.params.id);
      return {
        success: true as const,
        message: requestTranslator(request)(SERIES_ANSWERS.ended),
        released: ended.released,
        credited: centsToEuros(ended.creditedCents),
      };
    },
  });
}
