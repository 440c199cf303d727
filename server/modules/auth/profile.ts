/**
 * The profile form as the account sees it: the e-mail and the password are the account's
 * credentials. A changed e-mail must be confirmed again (a mail goes to the new address) before the
 * next login; a new password ends the account's other sessions. The row and its pictures are the
 * users module's (`prepareProfile`); the tokens and sessions are this module's, all in one
 * transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { User as ApiUser } from '@/api/users.ts';
import type { AppContext } from '../../context.ts';
import { conflict, isUniqueViolation } from '../../lib/errors.ts';
import {
  EMAIL_TAKEN,
  EMAIL_TAKEN_CODE,
  loadApiUser,
  prepareProfile,
  publishUserUpdated,
  type ProfileChanges,
  type ProfileImages,
  type UserRow,
} from '../users/index.ts';
import { memberLanguage } from '../../i18n.ts';
import { verificationMail } from './mails.ts';
import { destroyOtherSessions } from './session.ts';
import { issueToken } from './tokens.ts';

/** Applies the profile form; the member's open apps hear the change once committed. */
export async function updateProfile(
  ctx: AppContext,
  current: UserRow,
  changes: ProfileChanges,
  images: ProfileImages,
  options: { sessionToken?: string; log: FastifyBaseLogger },
): Promise<ApiUser> {
  const profile = await prepareProfile(ctx, current, changes, images);
  let verifyToken: string | undefined;
  try {
    const endedSessions = await ctx.db.transaction(async (tx) => {
      await profile.write(tx);
      if (profile.emailChanged)
        verifyToken = await issueToken(tx, current.id, 'verify', profile.now);
      return profile.passwordChanged
        ? destroyOtherSessions(tx, current.id, options.sessionToken)
        : [];
    });
    ctx.realtime.endSessions(endedSessions);
  } catch (error) {
    await profile.discard();
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, EMAIL_TAKEN_CODE);
    throw error;
  }
  await profile.done();

  if (verifyToken) {
    const name = changes.name ?? current.name;
    try {
      const language = memberLanguage(current.language);
      await ctx.mailer.send(
        verificationMail(ctx.config, language, changes.email!, name, verifyToken),
      );
    } catch (error) {
      // The person is still signed in and can ask for a new link from the resend page.
      options.log.error({ err: error }, 'verification mail after e-mail change failed');
    }
  }

  await publishUserUpdated(ctx, current.id);
  const updated = await loadApiUser(ctx.db, current.id);
  if (!updated) throw new Error('user vanished during profile update');
  return updated;
}
