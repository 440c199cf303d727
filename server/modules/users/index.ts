/**
 * The user: the `users` table's one writer (rows.ts), the user as the API shows it, the profile's
 * row and pictures, and the admin's members (list, role, UCA decision, wallet adjustments).
 * Accounts and sessions (auth) build on this module, never the other way round.
 * Other modules import this module only through this file.
 */
export { changeMember, setDisabledAt } from './admin/member-actions.ts';
export { usersAdminRoutes } from './admin/admin-routes.ts';
export { findUserRow, toAdminUserRow } from './admin/members.ts';
export {
  EMAIL_TAKEN,
  EMAIL_TAKEN_CODE,
  assertPlausibleDob,
  confirmAccount,
  deleteUser,
  holderUnchanged,
  insertUsers,
  setCalendarToken,
  syncRole,
} from './rows.ts';
export { userIdentityColumns } from './identity.ts';
export { usersRoutes } from './routes.ts';
export {
  apiUserFromRow,
  loadApiUser,
  loadUserRow,
  prepareProfile,
  privatizeUniversityCards,
  publishUserUpdated,
  toApiUser,
  type ProfileChanges,
  type ProfileImages,
  type UserRow,
} from './service.ts';
// The desk's top-ups of the demo club's past (server/seed).
export { adjustWallet } from './admin/wallet-adjust.ts';
