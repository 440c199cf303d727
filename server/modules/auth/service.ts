import { ADMIN_USER_MESSAGES } from '@/api/admin/users.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { memberLanguage } from '../../i18n.ts';
import { loginAlertMail, resetMail, verificationMail } from './mails.ts';
import {
  clearLoginCounters,
  countAttempt,
  giveBack,
  loginCounters,
  takeAttempts,
} from './rate-limit.ts';
import { destroyUserSessions } from './session.ts';
import { consumeToken, issueToken, peekToken, retireTokens } from './tokens.ts';
import { NON_MEMBER_ROLE } from '@/domain/roles.ts';
import {
  EMAIL_TAKEN,
  EMAIL_TAKEN_CODE,
  assertPlausibleDob,
  confirmAccount,
  deleteUser,
  insertUsers,
} from '../users/index.ts';

export const WRONG_CREDENTIALS = msg('errors.wrongCredentials');
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';
export const ACCOUNT_DISABLED = ADMIN_USER_MESSAGES.accountDisabled;
export const EMAIL_NOT_VERIFIED = msg('errors.emailNotVerified');
export const REGISTERED = msg('answers.registered');
export const VERIFY_LINK_INVALID = msg('errors.verifyLinkInvalid');
export const RESET_LINK_INVALID = msg('errors.resetLinkInvalid');
export const RESEND_ANSWER = msg('answers.resendVerification');
export const RESET_ANSWER = msg('answers.resetRequested');

type UserRow = typeof users.$inferSelect;

/** Compared against when the e-mail is unknown, so a miss costs the same scrypt time as a hit. */
let dummyHash: Promise<string> | undefined;

interface Who {
  ip: string;
}

async function findByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function register(
  ctx: AppContext,
  input: { name: string; email: string; password: string; dob: string },
  who: Who,
  /** The language the person registers in (their request's): the confirmation mail's. */
  language: Language,
): Promise<void> {
  const now = ctx.now();
  await countAttempt(ctx.db, 'register', who, now, ctx.config.registerLimitPerIp);
  assertPlausibleDob(ctx, input.dob);
  if (await findByEmail(ctx, input.email)) throw conflict(EMAIL_TAKEN, EMAIL_TAKEN_CODE);

  const passwordHash = await hashPassword(input.password);
  let created: { id: string; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [id] = await insertUsers(tx, [
        {
          email: input.email,
          name: input.name,
          dob: input.dob,
          passwordHash,
          role: NON_MEMBER_ROLE,
          createdAt: now,
          updatedAt: now,
        },
      ]);
      const token = await issueToken(tx, id!, 'verify', now);
      return { id: id!, token };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, EMAIL_TAKEN_CODE);
    throw error;
  }

  try {
    await ctx.mailer.send(
      verificationMail(ctx.config, language, input.email, input.name, created.token),
    );
  } catch {
    // Without the mail the account could never be confirmed: undo it, so the person can simply
    // register again once mail works.
    await deleteUser(ctx.db, created.id);
    throw new HttpError(503, msg('errors.verificationMailFailed'));
  }
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const ok = await followMailedLink(ctx, 'verify', token, undefined, async () => {});
  if (!ok) throw badRequest(VERIFY_LINK_INVALID);
}

/**
 * Uses a mailed link's token up and, in one transaction, confirms its owner's account (opening
 * the link proves the address) with `passwordHash` as the new password when one is given. False
 * when the link is unknown, expired or used.
 */
async function followMailedLink(
  ctx: AppContext,
  kind: 'verify' | 'reset',
  token: string,
  passwordHash: string | undefined,
  then: (tx: Tx, userId: string, now: Date) => Promise<void>,
): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, kind, token, now);
    if (!userId) return false;
    await confirmAccount(tx, userId, now, passwordHash);
    await then(tx, userId, now);
    return true;
  });
}

/**
 * Same answer whether or not the e-mail exists (and whether or not it is already confirmed), so
 * the endpoint cannot be used to find out who is a member.
 */
export async function resendVerification(
  ctx: AppContext,
  email: string,
  who: Who,
  log: FastifyBaseLogger,
): Promise<void> {
  await mailTokenLink(ctx, 'resend', email, who, log, (user) => !user.emailVerifiedAt);
}

/**
 * Someone guessed this account's password from many addresses: the owner gets a reset link (the
 * way back in at once), mailed once per window, whatever the number of instances.
 */
async function alertOwner(ctx: AppContext, email: string, log?: FastifyBaseLogger) {
  const user = await findByEmail(ctx, email);
  if (!user) return;
  const token = await issueToken(ctx.db, user.id, 'reset', ctx.now());
  try {
    await ctx.mailer.send(
      loginAlertMail(ctx.config, memberLanguage(user.language), user.email, user.name, token),
    );
  } catch (error) {
    log?.error({ err: error }, 'login alert mail failed');
  }
}

/**
 * Checks the credentials. Each attempt is counted before the password is checked (rate-limit.ts:
 * per e-mail and IP, per IP, per e-mail), so a limit holds under parallel attempts and, once it
 * is used up, even the right password gets a 429: guessing cannot continue by getting lucky. A
 * success gives its attempt back: only failures count.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  who: Who,
  log?: FastifyBaseLogger,
): Promise<UserRow> {
  const now = ctx.now();
  const counters = loginCounters(input.email, who.ip);
  const taken = await takeAttempts(ctx.db, counters, now);
  if (!taken.ok) {
    const { refusedBy, count } = taken;
    if (refusedBy === counters[2] && count === refusedBy.limit.max + 1) {
      await alertOwner(ctx, input.email, log);
    }
    throw tooManyRequests();
  }
  const user = await findByEmail(ctx, input.email);
  let ok: boolean;
  if (user) {
    ok = await verifyPassword(input.password, user.passwordHash);
  } else {
    dummyHash ??= hashPassword('una contraseña que nadie tiene');
    await verifyPassword(input.password, await dummyHash);
    ok = false;
  }
  if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
  await giveBack(ctx.db, counters, now);
  // 'role': an account the club has not let in (unconfirmed, disabled) may not sign in at all.
  if (!user.emailVerifiedAt) throw forbidden('role', EMAIL_NOT_VERIFIED, EMAIL_NOT_VERIFIED_CODE);
  // Only after the password: a disabled account's existence is not told to a guesser.
  if (user.disabledAt) throw forbidden('role', ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE);
  return user;
}

/** Same answer for known and unknown e-mails; the mail goes only to an existing account. */
export async function requestReset(
  ctx: AppContext,
  email: string,
  who: Who,
  log: FastifyBaseLogger,
): Promise<void> {
  await mailTokenLink(ctx, 'reset', email, who, log, () => true);
}

/**
 * The rate-limited "mail me a link" flows: the attempt is counted whatever the e-mail, and a
 * token is issued and mailed only to an existing account that `eligible` accepts. A mail failure
 * is logged, not told, so the answer stays the same for every e-mail.
 */
async function mailTokenLink(
  ctx: AppContext,
  flow: 'resend' | 'reset',
  email: string,
  who: Who,
  log: FastifyBaseLogger,
  eligible: (user: UserRow) => boolean,
): Promise<void> {
  const now = ctx.now();
  await countAttempt(ctx.db, flow, { ...who, email }, now);
  const user = await findByEmail(ctx, email);
  if (!user || !eligible(user)) return;
  const kind = flow === 'reset' ? 'reset' : 'verify';
  const token = await issueToken(ctx.db, user.id, kind, now);
  const mail = flow === 'reset' ? resetMail : verificationMail;
  try {
    await ctx.mailer.send(
      mail(ctx.config, memberLanguage(user.language), user.email, user.name, token),
    );
  } catch (error) {
    log.error({ err: error }, `${flow} mail failed`);
  }
}

export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  const userId = await peekToken(ctx.db, 'reset', token, ctx.now());
  if (!userId) throw badRequest(RESET_LINK_INVALID);
}

/**
 * Sets the new password, uses the link up (and any older ones), and ends every session of the
 * account: whoever knew the old password is logged out. Receiving the mail also proves the
 * address, so an unconfirmed account becomes confirmed.
 */
export async function setNewPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  let endedSessions: string[] = [];
  const ok = await followMailedLink(ctx, 'reset', token, passwordHash, async (tx, userId, now) => {
    await retireTokens(tx, userId, 'reset', now);
    endedSessions = await destroyUserSessions(tx, userId);
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (owner) await clearLoginCounters(tx, owner.email);
  });
  if (!ok) throw badRequest(RESET_LINK_INVALID);
  ctx.realtime.endSessions(endedSessions);
}
