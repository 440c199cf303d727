import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createSandboxGateway } from './sandbox.ts';
import { createStripeGateway } from './stripe.ts';
import type { PaymentGateway } from './types.ts';

export type * from './types.ts';
export { WebhookSignatureError } from './types.ts';

/** Stripe when its keys are configured, otherwise the built-in sandbox (see config.ts). */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  return config.payments.gateway === 'stripe'
    ? createStripeGateway(config.payments)
    : createSandboxGateway(db);
}
