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
import type { ModuleRoutes } from '../types.ts';
import { createSeries } from './create.ts';
import { holderSeries, loadOneSeries, loadSeries } from './queries.ts';
import { endSeries, releaseSeriesDate } from './release.ts';

export const seriesRoutes: ModuleRoutes = (ctx) => async (app) => {
  const mine = { response: responses({ 200: seriesListResponseSchema }) };
  app.get('/users/series', { schema: mine }, async (request) => {
    const user = await request.requireUser();
    const { series: rules } = await readClubSettings(ctx.db);
    return {
      success: true as const,
      series: await loadSeries(ctx.db, holderSeries(user.id)),
      canCreate: rules.memberRoles.includes(user.role),
    };
  });

  const create = {
    body: memberSeriesBodySchema,
    response: responses({ 201: seriesCreatedResponseSchema }),
  };
  app.post('/users/series', { schema: create }, async (request, reply) => {
    const user = await request.requireUser();
    const { series: rules } = await readClubSettings(ctx.db);
    if (!rules.memberRoles.includes(user.role))
      throw forbidden('role', SERIES_MESSAGES.memberNotAllowed);
    const body = { ...request.body, holderId: user.id, price: 0 };
    const created = await createSeries(ctx, user, body, { atCourtPrice: true });
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
