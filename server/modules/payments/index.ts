/**
 * Payments through the gateway: intents, checkout, webhooks, reconciliation, saved cards.
 * Other modules import this module only through this file.
 */
export { ensureCustomer, userIdOfCustomer } from './customers.ts';
export { chargeSavedCard } from './off-session.ts';
export { RECONCILE_AFTER_MS, reconcilePendingPayments } from './reconcile.ts';
export { paymentsRoutes } from './routes.ts';
export {
  createCheckoutSession,
  createPaymentIntent,
  fulfil,
  fulfilAll,
  listSavedCards,
  reconcilePaymentIntent,
  recordSubscriptionAttempt,
  renewDueSubscriptions,
} from './service.ts';
