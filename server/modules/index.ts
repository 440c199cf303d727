import type { AppContext } from '../context.ts';
import { doorRoutes } from './door/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { announcementsRoutes } from './announcements/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { bookingsRoutes } from './bookings/routes.ts';
import { registerGuestBookingFulfilment } from './bookings/guest-payments.ts';
import { bookingDetailRoutes, registerBookingPayments } from './bookings/detail-routes.ts';
import { calendarRoutes } from './bookings/calendar-routes.ts';
import { courtsRoutes } from './courts/routes.ts';
import { weatherRoutes } from './weather/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { registerWalletTopUp } from './wallet/top-up.ts';
import { subscriptionsRoutes } from './subscriptions/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { registerShopPayments } from './shop/orders.ts';
import { schoolRoutes } from './school/routes.ts';
import type { ModuleRoutes } from './types.ts';

/** Every module's routes, mounted in this order under the API prefix. */
export const apiModules: ModuleRoutes[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  announcementsRoutes,
  doorRoutes,
  courtsRoutes,
  bookingsRoutes,
  bookingDetailRoutes,
  calendarRoutes,
  weatherRoutes,
  paymentsRoutes,
  walletRoutes,
  subscriptionsRoutes,
  shopRoutes,
  schoolRoutes,
  adminRoutes,
];

/** What each payment purpose does once paid: registered on the context when the app is built. */
const paymentHandlerModules: Array<(ctx: AppContext) => void> = [
  registerWalletTopUp,
  registerGuestBookingFulfilment,
  registerBookingPayments,
  registerShopPayments,
];

export function registerPaymentHandlers(ctx: AppContext): void {
  for (const register of paymentHandlerModules) register(ctx);
}
