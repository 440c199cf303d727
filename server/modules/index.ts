import { healthRoutes } from './health/routes.ts';
import type { ModuleRoutes } from './types.ts';

/** Every module's routes, mounted in this order under the API prefix. */
export const apiModules: ModuleRoutes[] = [healthRoutes];
