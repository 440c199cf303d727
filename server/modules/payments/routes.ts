import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htmlPageSchema, responses } from '@/api/common.ts';
import {
  checkSessionResponseSchema,
  paymentsConfigResponseSchema,
  reconcileResponseSchema,
  sandboxCardSchema,
  reconcileBodySchema,
  sandboxConfirmBodySchema,
  sandboxConfirmResponseSchema,
  type ReconcileResponse,
  type CheckSessionResponse,
  type PaymentsConfigResponse,
  type SandboxConfirmResponse,
} from '@/api/payments.ts';
import { WebhookSignatureError } from '../../adapters/payments/index.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { ModuleRoutes } from '../types.ts';
import { findCustomerId } from './customers.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import { findPayment, fulfil, fulfilAll, reconcilePaymentIntent } from './service.ts';

const NOT_FOUND = 'Pago no encontrado.';

export const paymentsRoutes: ModuleRoutes = (ctx) => async (app) => {
  const gateway = ctx.payments;

  const config = { response: responses({ 200: paymentsConfigResponseSchema }) };
  app.get('/payments/config', { schema: config }, async (): Promise<PaymentsConfigResponse> => ({
    gateway: gateway.name,
    publishableKey: gateway.publishableKey,
  }));

  // Stripe signs the exact bytes it sent, so this route (and only this one) keeps the raw body.
  const parseWebhook = gateway.parseWebhook?.bind(gateway);
  if (parseWebhook) {
    await app.register(async (hook) => {
      hook.removeAllContentTypeParsers();
      hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      const received = { response: responses({ 200: z.object({ received: z.literal(true) }) }) };
      hook.post('/payments/webhook', { schema: received }, async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw new HttpError(400, 'Firma del webhook no válida.');
          }
          throw error;
        }
        await fulfil(ctx, event);
        return { received: true as const };
      });
    });
  }

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

  const sandbox = gateway.sandbox;
  if (sandbox) {
    app.post(
      '/payments/sandbox/confirm',
      {
        schema: {
          body: sandboxConfirmBodySchema,
          response: responses({ 200: sandboxConfirmResponseSchema }),
        },
      },
      async (request): Promise<SandboxConfirmResponse> => {
        const user = await request.requireUser();
        const body = request.body;
        const owner = await sandbox.intentOwner(body.clientSecret);
        const customerId = await findCustomerId(ctx.db, user.id);
        // Someone else's intent is answered like an unknown one.
        if (!owner || !customerId || owner.customerId !== customerId) throw notFound(NOT_FOUND);
        const result = await sandbox.confirm({
          clientSecret: body.clientSecret,
          ...('card' in body
            ? { card: body.card, saveCard: body.saveCard }
            : { paymentMethodId: body.paymentMethodId }),
          now: ctx.now(),
        });
        await fulfilAll(ctx, result.events);
        if (!result.ok) throw new HttpError(402, result.message, 'card_error');
        return { status: 'succeeded' };
      },
    );

    const sessionParams = z.object({ id: z.string().min(1).max(100) });
    app.get(
      '/payments/sandbox/checkout/:id',
      { schema: { params: sessionParams, response: responses({ 200: htmlPageSchema }) } },
      async (request, reply) => {
        const page = await sandbox.checkoutPage(request.params.id);
        if (!page) throw notFound(NOT_FOUND);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(renderCheckoutPage(request.params.id, page, null));
      },
    );

    await app.register(async (plugin) => {
      const form = plugin.withTypeProvider<ZodTypeProvider>();
      form.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_req, body, done) =>
          done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
      );
      const formBody = z.object({
        name: z.string().trim().max(200).optional().default(''),
        email: z.string().trim().max(200).optional().default(''),
        number: z.string().max(40).optional().default(''),
        exp: z.string().max(10).optional().default(''),
        cvc: z.string().max(10).optional().default(''),
      });
      form.post(
        '/payments/sandbox/checkout/:id',
        {
          schema: {
            params: sessionParams,
            body: formBody,
            response: { ...responses({ 303: z.null() }), 400: htmlPageSchema, 402: htmlPageSchema },
          },
        },
        async (request, reply) => {
          const id = request.params.id;
          const page = await sandbox.checkoutPage(id);
          if (!page) throw notFound(NOT_FOUND);
          const b = request.body;
          const [mm, yy] = b.exp.split('/').map((s) => s.trim());
          const card = sandboxCardSchema.safeParse({
            number: b.number,
            expMonth: mm,
            expYear: yy && yy.length === 2 ? `20${yy}` : yy,
            cvc: b.cvc,
          });
          const show = (status: 400 | 402, error: string) =>
            reply
              .code(status)
              .type('text/html; charset=utf-8')
              .header('Cache-Control', 'no-store')
              .send(renderCheckoutPage(id, page, error));
          if (!card.success) return show(400, 'Revisa los datos de la tarjeta.');
          const result = await sandbox.payCheckout({
            sessionId: id,
            card: card.data,
            name: b.name || null,
            email: b.email || null,
            now: ctx.now(),
          });
          await fulfilAll(ctx, result.events);
          if (!result.ok) return show(402, result.message);
          return reply.redirect(page.successUrl.replace('{CHECKOUT_SESSION_ID}', id), 303);
        },
      );
    });
  }

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
