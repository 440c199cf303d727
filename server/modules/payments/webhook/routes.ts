/** Stripe's webhook: signature-verified events, each applied once through `fulfil`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '@/api/common.ts';
import { WebhookSignatureError, type PaymentGateway } from '../../../adapters/payments/index.ts';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../lib/errors.ts';
import { fulfil } from '../service.ts';

/** Stripe signs the exact bytes it sent, so this route (and only this one) keeps the raw body. */
export function webhookRoutes(
  ctx: AppContext,
  parseWebhook: NonNullable<PaymentGateway['parseWebhook']>,
): FastifyPluginAsyncZod {
  return async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    const received = { response: responses({ 200: z.object({ received: z.literal(true) }) }) };
    hook.post('/payments/webhook', { schema: received }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = await parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new HttpError(400, 'Firma del webhook no válida.');
        }
        throw error;
      }
      await fulfil(ctx, event);
      return { received: true as const };
    });
  };
}
