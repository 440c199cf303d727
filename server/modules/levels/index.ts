/**
 * Levels: each member's level per sport, the self-assessment, match results and the rating rule
 * (docs/features/levels.md). Other modules import this module only through this file.
 */
export { levelsAdminRoutes } from './admin-routes.ts';
export { levelsOf } from './queries.ts';
export { levelsRoutes } from './routes.ts';
export { seedDemoLevels } from './seed.ts';
export { seedDemoResults } from './seed-results.ts';
