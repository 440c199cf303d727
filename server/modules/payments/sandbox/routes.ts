/**
 * The sandbox gateway's own pages and calls: the card form's confirm and the hosted checkout page
 * of payment links. Only mounted on the sandbox.
 */
import { z } from 'zod';
import { errorResponseSchema, htmlPageSchema, responses } from '@/api/common.ts';
import {
  sandboxCardSchema,
  sandboxConfirmBodySchema,
  sandboxConfirmResponseSchema,
  type SandboxConfirmResponse,
} from '@/api/payments.ts';
import type { SandboxControls } from '../../../adapters/payments/index.ts';
import type { AppContext } from '../../../context.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { requestLanguage, requestText, requestTranslator } from '../../../plugins/errors.ts';
import { route, type ApiRoute } from '../../route.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import { findCustomerId } from '../customers.ts';
import { PAYMENT_NOT_FOUND as NOT_FOUND, fulfilAll } from '../service.ts';

const formBody = z.object({
  name: z.string().trim().max(200).optional().default(''),
  email: z.string().trim().max(200).optional().default(''),
  number: z.string().max(40).optional().default(''),
  exp: z.string().max(10).optional().default(''),
  cvc: z.string().max(10).optional().default(''),
});

/** The hosted page's card fields ('MM/AA' expiry) as the sandbox's card. */
function cardOfForm(b: z.infer<typeof formBody>) {
  const [mm, yy] = b.exp.split('/').map((s) => s.trim());
  return sandboxCardSchema.safeParse({
    number: b.number,
    expMonth: mm,
    expYear: yy && yy.length === 2 ? `20${yy}` : yy,
    cvc: b.cvc,
  });
}

const sessionParams = z.object({ id: z.string().min(1).max(100) });

export function sandboxRoutes(ctx: AppContext, sandbox: SandboxControls): ApiRoute[] {
  return [
    route({
      method: 'POST',
      path: '/payments/sandbox/confirm',
      summary: 'Confirm a sandbox card payment',
      access: 'signedIn',
      schema: {
        body: sandboxConfirmBodySchema,
        response: responses({ 200: sandboxConfirmResponseSchema }),
      },
      handler: async (request): Promise<SandboxConfirmResponse> => {
        const body = request.body;
        const owner = await sandbox.intentOwner(body.clientSecret);
        const customerId = await findCustomerId(ctx.db, request.user.id);
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
    }),
    route({
      method: 'GET',
      path: '/payments/sandbox/checkout/:id',
      summary: 'Sandbox hosted checkout page',
      access: 'public',
      schema: { params: sessionParams, response: responses({ 200: htmlPageSchema }) },
      handler: async (request, reply) => {
        const page = await sandbox.checkoutPage(request.params.id);
        if (!page) throw notFound(NOT_FOUND);
        return reply
          .asDocument()
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(renderCheckoutPage(request.params.id, page, null, requestLanguage(request)));
      },
    }),
    checkoutPayRoute(ctx, sandbox),
  ];
}

/** The hosted page's form: an HTML form posts it, urlencoded. */
function checkoutPayRoute(ctx: AppContext, sandbox: SandboxControls): ApiRoute {
  return route({
    method: 'POST',
    path: '/payments/sandbox/checkout/:id',
    summary: 'Pay on the sandbox hosted checkout page',
    access: 'public',
    bodyParser: 'form',
    schema: {
      params: sessionParams,
      body: formBody,
      // The page again with the card's error, or (a body that is no form at all) the API's
      // usual refusal.
      response: {
        ...responses({ 303: z.null() }),
        400: z.union([htmlPageSchema, errorResponseSchema]),
        402: htmlPageSchema,
      },
    },
    handler: async (request, reply) => {
      const id = request.params.id;
      const page = await sandbox.checkoutPage(id);
      if (!page) throw notFound(NOT_FOUND);
      const b = request.body;
      const card = cardOfForm(b);
      const show = (status: 400 | 402, error: string) =>
        reply
          .asDocument()
          .code(status)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(renderCheckoutPage(id, page, error, requestLanguage(request)));
      if (!card.success)
        return show(400, requestTranslator(request)('payments.checkoutCardInvalid'));
      const result = await sandbox.payCheckout({
        sessionId: id,
        card: card.data,
        name: b.name || null,
        email: b.email || null,
        now: ctx.now(),
      });
      await fulfilAll(ctx, result.events);
      if (!result.ok) return show(402, requestText(request, result.message));
      return reply.redirect(page.successUrl.replace('{CHECKOUT_SESSION_ID}', id), 303);
    },
  });
}
