/**
 * Accounts and sessions: registration, e-mail confirmation, login, password reset, tokens.
 * Other modules import this module only through this file.
 */
export { pruneAccounts } from './housekeeping.ts';
export { verificationMail } from './mails.ts';
export { authRoutes } from './routes.ts';
export { EMAIL_TAKEN, assertPlausibleDob } from './service.ts';
export {
  createSession,
  destroyOtherSessions,
  destroyUserSessions,
  findSessionUser,
  type SessionUser,
} from './session.ts';
export { sessionStore } from './session-cache.ts';
export { issueToken } from './tokens.ts';
