import { z } from 'zod';
import { responses } from '@/api/common.ts';
import {
  checkSessionResponseSchema,
  paymentsConfigResponseSchema,
  reconcileResponseSchema,
  reconcileBodySchema,
  type ReconcileResponse,
  type CheckSessionResponse,
  type PaymentsConfigResponse,
} from '@/api/payments.ts';
import { notFound } from '../../lib/errors.ts';
import type { ModuleRoutes } from '../types.ts';
import { PAYMENT_NOT_FOUND as NOT_FOUND, findPayment, reconcilePaymentIntent } from './service.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { webhookRoutes } from './webhook/routes.ts';

export const paymentsRoutes: ModuleRoutes = (ctx) => async (app) => {
  const gateway = ctx.payments;

  const config = { response: responses({ 200: paymentsConfigResponseSchema }) };
  app.get('/payments/config', { schema: config }, async (): Promise<PaymentsConfigResponse> => ({
    gateway: gateway.name,
    publishableKey: gateway.publishableKey,
  }));

  // Stripe signs the exact bytes it sent, so this route (and only this one) keeps the raw body.
  if (gateway.parseWebhook)
    await app.register(webhookRoutes(ctx, gateway.parseWebhook.bind(gateway)));
  if (gateway.sandbox) await app.register(sandboxRoutes(ctx, gateway.sandbox));

  app.post(
    '/payments/reconcile',
    {
      schema: { body: reconcileBodySchema, response: responses({ 200: reconcileResponseSchema }) },
    },
    async (request): Promise<ReconcileResponse> => {
      const user = await request.requireUser();
      // A client secret is '<intent id>_secret_<random>'.
      const intentId = request.body.clientSecret.split('_secret_')[0] ?? '';
      const payment = await findPayment(ctx, intentId);
      if (!payment || payment.userId !== user.id || payment.kind !== 'payment_intent') {
        throw notFound(NOT_FOUND);
      }
      return { status: await reconcilePaymentIntent(ctx, intentId) };
    },
  );

  app.get(
    '/users/booking/checkSession/:session_id',
    {
      schema: {
        params: z.object({ session_id: z.string().min(1).max(200) }),
        response: responses({ 200: checkSessionResponseSchema }),
      },
    },
    async (request): Promise<CheckSessionResponse> => {
      // Public, as the payment-completed page is: the session id is the unguessable capability.
      const payment = await findPayment(ctx, request.params.session_id);
      if (!payment || payment.kind !== 'checkout_session') throw notFound(NOT_FOUND);
      const session = await gateway.retrieveCheckoutSession(payment.gatewayId);
      return {
        success: session.paid,
        session: {
          customer_details: { name: session.customerName, email: session.customerEmail },
          amount_total: session.amountCents,
        },
        booking: await ctx.paymentHandlers.checkoutBooking(payment),
      };
    },
  );
};
