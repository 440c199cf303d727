/**
 * The demo's past as steps in time: each runs the modules' own services with the clock at its
 * moment, and the steps of every part run together in the order they happened, so a charge
 * finds the series it bills and a promotion the line it walks.
 */
import type { AppContext } from '../context.ts';
import { adjustWallet } from '../modules/users/index.ts';
import { getBalanceCents } from '../modules/wallet/index.ts';
import type { PastClub } from './history-context.ts';
import type { SessionUser } from '../sessions.ts';

export interface PastStep {
  at: Date;
  run: (ctx: AppContext) => Promise<unknown>;
}

/** Runs the steps in time order (a stable sort: steps of one moment keep their order). */
export async function livePast(club: PastClub, steps: PastStep[]): Promise<void> {
  const ordered = [...steps].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of ordered) await step.run(club.at(step.at));
}

/** Whole tens of euros: what a member hands over at the desk. */
const DESK_STEP_CENTS = 1_000;

/**
 * A top-up at the desk (the admin's wallet adjustment) when the member's balance is short of
 * `cents`: the shortfall rounded up to whole tens of euros.
 */
export async function topUpAtDesk(
  ctx: AppContext,
  admin: SessionUser,
  member: SessionUser,
  cents: number,
): Promise<void> {
  const short = cents - (await getBalanceCents(ctx.db, member.id));
  if (short <= 0) return;
  const amount = (Math.ceil(short / DESK_STEP_CENTS) * DESK_STEP_CENTS) / 100;
  await adjustWallet(
    ctx,
    admin,
    member.id,
    { type: 'credit', amount, reason: 'Recarga en efectivo en recepción' },
    'es',
  );
}
