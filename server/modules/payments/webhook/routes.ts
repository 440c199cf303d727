/** Stripe's webhook: signature-verified events, each applied once through `fulfil`. */
import { z } from 'zod';
import { responses } from '@/api/common.ts';
import { msg } from '@/i18n/message.ts';
import { WebhookSignatureError, type PaymentGateway } from '../../../adapters/payments/index.ts';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../lib/errors.ts';
import { route, type ApiRoute } from '../../route.ts';
import { fulfil } from '../service.ts';

/** Stripe signs the exact bytes it sent, so this route (and only this one) keeps the raw body. */
export function webhookRoute(
  ctx: AppContext,
  parseWebhook: NonNullable<PaymentGateway['parseWebhook']>,
): ApiRoute {
  return route({
    method: 'POST',
    path: '/payments/webhook',
    summary: 'Stripe events (signature-verified)',
    // Stripe has no session: its signature is the credential.
    access: 'public',
    bodyParser: 'raw',
    schema: { response: responses({ 200: z.object({ received: z.literal(true) }) }) },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = await parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new HttpError(400, msg('errors.webhookSignature'));
        }
        throw error;
      }
      await fulfil(ctx, event);
      return { received: true as const };
    },
  });
}
