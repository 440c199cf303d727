/**
 * The tennis school: groups, placements and school plans.
 * Other modules import this module only through this file.
 */
export { schoolAdminRoutes } from './admin-routes.ts';
export { createSchoolPlan } from './plan.ts';
export { schoolRoutes } from './routes.ts';
export { seedSchool } from './seed.ts';
