/**
 * Levels: each member's level per sport, the self-assessment, match results and the rating rule
 * (docs/features/levels.md). Other modules import this module only through this file.
 */
export { levelsOf } from './queries.ts';
