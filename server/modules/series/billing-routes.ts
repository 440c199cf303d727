/**
 * PUT /api/users/series/{id}/payment: the holder chooses how the monthly charge is paid, the
 * wallet or one of their own saved cards (decision 060). The next run of the 'series billing' job
 * charges a month that failed with the new choice.
 */
import { and, eq } from 'drizzle-orm';
import { responses } from '@/api/common.ts';
import { seriesParamsSchema } from '@/api/series.ts';
import { seriesPaymentBodySchema, seriesPaymentResponseSchema } from '@/api/series-billing.ts';
import { SERIES_MESSAGES } from '@/domain/series.ts';
import { SERIES_BILLING_MESSAGES } from '@/domain/series-billing.ts';
import { courtSeries } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { listSavedCards } from '../payments/index.ts';
import { route, type ModuleRoutes } from '../route.ts';

export const seriesBillingRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'PUT',
    path: '/users/series/:id/payment',
    summary: "How my series' monthly charge is paid (wallet or saved card)",
    access: 'signedIn',
    schema: {
      params: seriesParamsSchema,
      body: seriesPaymentBodySchema,
      response: responses({ 200: seriesPaymentResponseSchema }),
    },
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body;
      const [series] = await ctx.db
        .select()
        .from(courtSeries)
        .where(and(eq(courtSeries.id, id), eq(courtSeries.holderId, request.user.id)));
      if (!series) throw notFound(SERIES_MESSAGES.notFound);
      if (series.status !== 'active') throw badRequest(SERIES_MESSAGES.ended);
      if (series.billing !== 'monthly') throw badRequest(SERIES_BILLING_MESSAGES.notMonthly);
      const paymentMethodId = body.monthlyPayment === 'card' ? body.paymentMethodId : null;
      if (paymentMethodId) {
        const cards = await listSavedCards(ctx, request.user.id);
        if (!cards.some((c) => c.id === paymentMethodId)) {
          throw badRequest(SERIES_BILLING_MESSAGES.cardNotFound);
        }
      }
      await ctx.db
        .update(courtSeries)
        .set({ monthlyPayment: body.monthlyPayment, paymentMethodId })
        .where(eq(courtSeries.id, id));
      return {
        success: true as const,
        message: requestTranslator(request)(SERIES_BILLING_MESSAGES.paymentChanged),
        monthlyPayment: body.monthlyPayment,
        paymentMethodId,
      };
    },
  }),
];
