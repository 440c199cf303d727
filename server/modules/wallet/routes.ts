import { responses } from '@/api/common.ts';
import {
  clientSecretResponseSchema,
  createWalletPaymentIntentBodySchema,
  savedCardsResponseSchema,
  walletResponseSchema,
  type ClientSecretResponse,
  type SavedCardsResponse,
  type WalletResponse,
} from '@/api/payments.ts';
import { eurosToCents } from '@/domain/money.ts';
import { createPaymentIntent, listSavedCards } from '../payments/index.ts';
import { WALLET_TOP_UP } from './top-up.ts';
import type { ModuleRoutes } from '../types.ts';
import { walletOf } from './service.ts';

export const walletRoutes: ModuleRoutes = (ctx) => async (app) => {
  const wallet = { response: responses({ 200: walletResponseSchema }) };
  app.get('/users/wallet', { schema: wallet }, async (request): Promise<WalletResponse> => {
    const user = await request.requireUser();
    return walletOf(ctx.db, user.id);
  });

  const cards = { response: responses({ 200: savedCardsResponseSchema }) };
  app.get('/users/saved-cards', { schema: cards }, async (request): Promise<SavedCardsResponse> => {
    const user = await request.requireUser();
    return { cards: await listSavedCards(ctx, user.id) };
  });

  app.post(
    '/users/wallet/createPaymentIntent',
    {
      schema: {
        body: createWalletPaymentIntentBodySchema,
        response: responses({ 200: clientSecretResponseSchema }),
      },
    },
    async (request): Promise<ClientSecretResponse> => {
      const user = await request.requireUser();
      const cents = eurosToCents(request.body.amount);
      // A saved card or one the browser just created with Stripe.js (the spec's new-card flow);
      // the gateway refuses, at confirmation, a card that belongs to another customer.
      const paymentMethodId = request.body.paymentMethodId ?? null;
      const { clientSecret } = await createPaymentIntent(ctx, {
        userId: user.id,
        amountCents: cents,
        purpose: WALLET_TOP_UP,
        description: 'Recarga del monedero',
        paymentMethodId,
      });
      return { clientSecret };
    },
  );
};
