/**
 * The user's profile and the user as the API shows it.
 * Other modules import this module only through this file.
 */
export { usersRoutes } from './routes.ts';
export {
  apiUserFromRow,
  privatizeUniversityCards,
  publishUserUpdated,
  toApiUser,
} from './service.ts';
