import type { Database } from '../../db/client.ts';
import { listCards, paymentMethodOwner } from './sandbox/cards.ts';
import {
  checkoutPage,
  createCheckoutSession,
  payCheckout,
  retrieveCheckoutSession,
} from './sandbox/checkout.ts';
import { confirmIntent } from './sandbox/confirm.ts';
import { chargeSavedCard } from './sandbox/off-session.ts';
import {
  createCustomer,
  createPaymentIntent,
  createSetupIntent,
  intentOwner,
  retrievePaymentIntent,
} from './sandbox/intents.ts';
import {
  createSubscription,
  renewDue,
  retrieveSubscription,
  setCancelAtPeriodEnd,
} from './sandbox/subscriptions.ts';
import type { PaymentGateway } from './types.ts';

/**
 * The built-in gateway: the objects Stripe would hold live in `sandbox_objects` (sandbox/, one
 * file per kind of object), cards follow Stripe's test numbers, and every outcome is reported as
 * the same events a Stripe webhook would bring, so the club's fulfilment code cannot tell the two
 * apart.
 */
export function createSandboxGateway(db: Database): PaymentGateway {
  return {
    name: 'sandbox',
    publishableKey: null,
    createCustomer: (input) => createCustomer(db, input),
    createPaymentIntent: (input) => createPaymentIntent(db, input),
    createSetupIntent: (input) => createSetupIntent(db, input),
    chargeSavedCard: (input) => chargeSavedCard(db, input),
    retrievePaymentIntent: (id) => retrievePaymentIntent(db, id),
    listCards: (customerId) => listCards(db, customerId),
    paymentMethodOwner: (id) => paymentMethodOwner(db, id),
    createSubscription: (input) => createSubscription(db, input),
    retrieveSubscription: (id) => retrieveSubscription(db, id),
    cancelSubscription: (id) => setCancelAtPeriodEnd(db, id, true),
    reactivateSubscription: (id) => setCancelAtPeriodEnd(db, id, false),
    createCheckoutSession: (input) => createCheckoutSession(db, input),
    retrieveCheckoutSession: (id) => retrieveCheckoutSession(db, id),
    sandbox: {
      checkoutPage: (id) => checkoutPage(db, id),
      intentOwner: (clientSecret) => intentOwner(db, clientSecret),
      confirm: (input) => confirmIntent(db, input),
      payCheckout: (input) => payCheckout(db, input),
      renewDue: (now) => renewDue(db, now),
    },
  };
}
