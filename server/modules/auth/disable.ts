/**
 * An admin disables an account (it cannot sign in, and its sessions end) or enables it again. The
 * row and its audit are the users module's (`changeMember`); the sessions are this module's, ended
 * in the same transaction.
 */
import type { AdminUserRow } from '@/api/admin.ts';
import { ADMIN_MESSAGES } from '@/domain/admin.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { changeMember, setDisabledAt } from '../users/index.ts';
import { destroyUserSessions } from './session.ts';

export async function setDisabled(
  ctx: AppContext,
  admin: SessionUser,
  userId: string,
  disabled: boolean,
): Promise<AdminUserRow> {
  let endedSessions: string[] = [];
  const answer = await changeMember(ctx, admin, userId, async (tx, row) => {
    if (disabled && row.id === admin.id) throw badRequest(ADMIN_MESSAGES.cannotDisableSelf);
    const disabledAt = disabled ? (row.disabledAt ?? ctx.now()) : null;
    await setDisabledAt(tx, userId, disabledAt, ctx.now());
    // In the same transaction: once the change is visible, no session of the account is left.
    if (disabled) endedSessions = await destroyUserSessions(tx, userId);
    return {
      action: disabled ? 'user.disable' : 'user.enable',
      before: { disabledAt: row.disabledAt },
      after: { disabledAt },
    };
  });
  // Their sockets close on every instance, as after a logout.
  ctx.realtime.endSessions(endedSessions);
  return answer;
}
