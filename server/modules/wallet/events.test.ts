import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createPaymentIntent, fulfilAll } from '../payments/index.ts';
import { WALLET_TOP_UP } from './top-up.ts';
import { DECLINED_CARD, GOOD_CARD, member, serviceContext } from '#tests/helpers/payments.ts';
import { debitWallet, publishWallet } from './service.ts';
import { stored } from '../../stored-text.ts';

describe('walletUpdated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is sent to the member with the new balance after a top-up, and not after a decline', async () => {
    const ctx = serviceContext(t);
    const ana = await member(t.database.db, 'ana@test.local');
    const { clientSecret } = await createPaymentIntent(ctx, {
      userId: ana.id,
      amountCents: 2_550,
      purpose: WALLET_TOP_UP,
      description: 'Recarga del monedero',
    });
    const sandbox = ctx.payments.sandbox!;
    const declined = await sandbox.confirm({ clientSecret, card: DECLINED_CARD, now: new Date() });
    await fulfilAll(ctx, declined.events);
    expect(ctx.emitted).toEqual([]);

    const ok = await sandbox.confirm({ clientSecret, card: GOOD_CARD, now: new Date() });
    await fulfilAll(ctx, ok.events);
    await fulfilAll(ctx, ok.events);
    expect(ctx.emitted).toEqual([
      { userId: ana.id, event: `walletUpdated:${ana.id}`, payload: { balance: 25.5 } },
    ]);

    await t.database.db.transaction((tx) =>
      debitWallet(
        tx,
        ana.id,
        550,
        stored('payments.ledgerClubAdjustment', { reason: 'Reserva' }),
        'b:1',
        { kind: 'court', subject: 'test' },
      ),
    );
    await publishWallet(ctx, ana.id);
    expect(ctx.emitted.at(-1)).toEqual({
      userId: ana.id,
      event: `walletUpdated:${ana.id}`,
      payload: { balance: 20 },
    });
  });
});
