import { doorRoutes } from './door/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { announcementsRoutes } from './announcements/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { bookingsRoutes } from './bookings/routes.ts';
import { courtsRoutes } from './courts/routes.ts';
import { weatherRoutes } from './weather/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { subscriptionsRoutes } from './subscriptions/routes.ts';
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
  weatherRoutes,
  paymentsRoutes,
  walletRoutes,
  subscriptionsRoutes,
];
