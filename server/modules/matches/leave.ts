/** Leaving a seat and handing it to the seat list, in one transaction. */
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../sessions.ts';
import { promoteNext, type Promotion } from './queue.ts';
import { leaveSeat, type LeaveOutcome } from './seats.ts';
import { lockMatch } from './state.ts';

export async function leaveMatch(
  ctx: AppContext,
  actor: SessionUser,
  matchId: string,
): Promise<LeaveOutcome & { promoted: Promotion[] }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const m = await lockMatch(tx, matchId, now);
    const left = await leaveSeat(tx, m, actor, now);
    const promoted = await promoteNext(tx, matchId, now, { checkLevels: true });
    return { ...left, promoted };
  });
}
