/** Topping up the wallet by card: the payment's purpose, and what its success does. */
import type { AppContext } from '../../context.ts';
import { stored } from '../../stored-text.ts';
import { creditWallet, publishWallet } from './service.ts';

export const WALLET_TOP_UP = 'wallet_topup';

/** A successful top-up credits the wallet once, whatever the number of reports of it. */
export function registerWalletTopUp(ctx: AppContext): void {
  ctx.paymentHandlers.onSucceeded(WALLET_TOP_UP, async ({ tx, payment, afterCommit }) => {
    if (!payment.userId) return;
    const userId = payment.userId;
    const change = await creditWallet(
      tx,
      userId,
      payment.amountCents,
      stored('payments.ledgerTopUp'),
      `topup:${payment.gatewayId}`,
    );
    if (change.applied) afterCommit(() => publishWallet(ctx, userId));
  });
}
