/**
 * Accounts and sessions: registration, e-mail confirmation, login, password reset, tokens, and
 * what changes them: the profile form's e-mail and password, an admin disabling the account.
 * Built on the users module (the user's row and shape).
 * Other modules import this module only through this file.
 */
export { authAdminRoutes } from './admin-routes.ts';
export { pruneAccounts } from './housekeeping.ts';
export { profileRoutes } from './profile-routes.ts';
export { authRoutes } from './routes.ts';
export { createSession, findSessionUser } from './session.ts';
export { sessionStore } from './session-cache.ts';
