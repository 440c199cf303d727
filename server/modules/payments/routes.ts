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
import { route, type ModuleRoutes } from '../route.ts';
import { PAYMENT_NOT_FOUND as NOT_FOUND, findPayment, reconcilePaymentIntent } from './service.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { webhookRoute } from './webhook/routes.ts';

export const paymentsRoutes: ModuleRoutes = (ctx) => {
  const gateway = ctx.payments;
  return [
    // Only with Stripe's keys; the sandbox's own pages only on the sandbox.
    ...(gateway.parseWebhook ? [webhookRoute(ctx, gateway.parseWebhook.bind(gateway))] : []),
    ...(gateway.sandbox ? sandboxRoutes(ctx, gateway.sandbox) : []),
    route({
      method: 'GET',
      path: '/payments/config',
      summary: 'Payment gateway in use and its public key',
      access: 'public',
      schema: { response: responses({ 200: paymentsConfigResponseSchema }) },
      handler: async (): Promise<PaymentsConfigResponse> => ({
        gateway: gateway.name,
        publishableKey: gateway.publishableKey,
      }),
    }),
    route({
      method: 'POST',
      path: '/payments/reconcile',
      summary: 'Report a client-side payment success to be checked',
      access: 'signedIn',
      schema: { body: reconcileBodySchema, response: responses({ 200: reconcileResponseSchema }) },
      handler: async (request): Promise<ReconcileResponse> => {
        // A client secret is '<intent id>_secret_<random>'.
        const intentId = request.body.clientSecret.split('_secret_')[0] ?? '';
        const payment = await findPayment(ctx, intentId);
        if (!payment || payment.userId !== request.user.id || payment.kind !== 'payment_intent') {
          throw notFound(NOT_FOUND);
        }
        return { status: await reconcilePaymentIntent(ctx, intentId) };
      },
    }),
    route({
      method: 'GET',
      path: '/users/booking/checkSession/:session_id',
      summary: 'Result of a payment-link checkout',
      access: 'public',
      schema: {
        params: z.object({ session_id: z.string().min(1).max(200) }),
        response: responses({ 200: checkSessionResponseSchema }),
      },
      handler: async (request): Promise<CheckSessionResponse> => {
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
    }),
  ];
};
