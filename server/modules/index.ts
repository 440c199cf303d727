/**
 * The top floor of the server: every module's routes under /api (the admin's under /api/admin)
 * and every module's payment handlers. A module is reached only
 * through its index.ts.
 */
import type { AppContext } from '../context.ts';
import { adminRoutes, memberDetailRoutes, statsRoutes } from './admin/index.ts';
import { announcementsRoutes } from './announcements/index.ts';
import { authAdminRoutes, authRoutes, profileRoutes } from './auth/index.ts';
import {
  bookingsAdminRoutes,
  bookingsRoutes,
  registerBookingPayments,
  registerGuestBookingFulfilment,
} from './bookings/index.ts';
import { blockedTimesAdminRoutes, calendarAdminRoutes } from './calendar/index.ts';
import { courtsAdminRoutes, courtsRoutes } from './courts/index.ts';
import { doorAdminRoutes, doorRoutes } from './door/index.ts';
import { healthRoutes } from './health/index.ts';
import {
  invoiceDocumentRoutes,
  invoicesAdminRoutes,
  invoicesRoutes,
  invoicingSettingsRoutes,
} from './invoicing/index.ts';
import { levelsAdminRoutes, levelsRoutes } from './levels/index.ts';
import { lightsAdminRoutes } from './lights/index.ts';
import { notificationsRoutes } from './notifications/index.ts';
import { matchesAdminRoutes, matchesRoutes, registerMatchSeatPayments } from './matches/index.ts';
import { packsAdminRoutes, packsRoutes, registerPackPayments } from './packs/index.ts';
import { paymentsRoutes } from './payments/index.ts';
import { schoolAdminRoutes, schoolRoutes } from './school/index.ts';
import {
  registerSeriesPayments,
  seriesAdminRoutes,
  seriesBillingRoutes,
  seriesRoutes,
} from './series/index.ts';
import { registerShopPayments, shopAdminRoutes, shopRoutes } from './shop/index.ts';
import { registerSubscriptionEvents, subscriptionsRoutes } from './subscriptions/index.ts';
import { usersAdminRoutes, usersRoutes } from './users/index.ts';
import { registerWalletTopUp, walletRoutes } from './wallet/index.ts';
import { weatherRoutes } from './weather/index.ts';
import type { ModuleRoutes } from './route.ts';

/**
 * Every module's routes, members' and admins' (their paths under /admin), registered in this order
 * under the API prefix; each route says who may call it (server/plugins/access.ts).
 */
export const apiModules: ModuleRoutes[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  profileRoutes,
  announcementsRoutes,
  doorRoutes,
  courtsRoutes,
  bookingsRoutes,
  seriesRoutes,
  seriesBillingRoutes,
  weatherRoutes,
  paymentsRoutes,
  walletRoutes,
  subscriptionsRoutes,
  shopRoutes,
  schoolRoutes,
  levelsRoutes,
  matchesRoutes,
  packsRoutes,
  invoicesRoutes,
  invoiceDocumentRoutes,
  notificationsRoutes,
  adminRoutes,
  usersAdminRoutes,
  memberDetailRoutes,
  authAdminRoutes,
  bookingsAdminRoutes,
  statsRoutes,
  doorAdminRoutes,
  courtsAdminRoutes,
  blockedTimesAdminRoutes,
  calendarAdminRoutes,
  seriesAdminRoutes,
  shopAdminRoutes,
  schoolAdminRoutes,
  levelsAdminRoutes,
  matchesAdminRoutes,
  packsAdminRoutes,
  lightsAdminRoutes,
  invoicesAdminRoutes,
  invoicingSettingsRoutes,
];

/** What each payment purpose does once paid: registered on the context when the app is built. */
const paymentHandlerModules: Array<(ctx: AppContext) => void> = [
  registerWalletTopUp,
  registerGuestBookingFulfilment,
  registerBookingPayments,
  registerShopPayments,
  registerSubscriptionEvents,
  registerMatchSeatPayments,
  registerPackPayments,
  registerSeriesPayments,
];

export function registerPaymentHandlers(ctx: AppContext): void {
  for (const register of paymentHandlerModules) register(ctx);
}
