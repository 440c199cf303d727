/**
 * The top floor of the server: every module's member routes under /api, every module's admin
 * routes under one admin-only scope, and every module's payment handlers. A module is reached only
 * through its index.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PREFIX } from '@/api/admin.ts';
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
import { bookingsUnderBlocks } from './bookings/under-blocks.ts';
import { courtsRoutes } from './courts/routes.ts';
import { courtsAdminRoutes } from './courts/admin-routes.ts';
import { weatherRoutes } from './weather/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { registerWalletTopUp } from './wallet/top-up.ts';
import { subscriptionsRoutes } from './subscriptions/routes.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { shopAdminRoutes } from './shop/admin-routes.ts';
import { registerShopPayments } from './shop/orders.ts';
import { schoolRoutes } from './school/routes.ts';
import { schoolAdminRoutes } from './school/admin-routes.ts';
import type { ModuleRoutes } from './types.ts';

/** Every module's admin routes, mounted in this order under /api/admin. */
const adminModules: ModuleRoutes[] = [
  adminRoutes,
  courtsAdminRoutes(bookingsUnderBlocks),
  shopAdminRoutes,
  schoolAdminRoutes,
];

/**
 * The admin API under /api/admin. One hook refuses everyone but admins before anything else runs
 * (body parsing and validation included): 401 without a session, 403 for any other role.
 */
const adminScope: ModuleRoutes = (ctx) => async (app) => {
  const admin: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', async (request) => {
      await request.requireAdmin();
    });
    for (const routes of adminModules) await scope.register(routes(ctx));
  };
  await app.register(admin, { prefix: ADMIN_PREFIX });
};

/** Every module's member routes, mounted in this order under the API prefix. */
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
  adminScope,
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
