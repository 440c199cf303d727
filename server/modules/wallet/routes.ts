import { requestLanguage } from '../../plugins/errors.ts';
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
import { route, type ModuleRoutes } from '../route.ts';
import { walletOf } from './service.ts';
import { memberLanguage } from '../../i18n.ts';
import { stored, wordStored } from '../../stored-text.ts';

export const walletRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/users/wallet',
    summary: 'Wallet balance and movements',
    access: 'signedIn',
    schema: { response: responses({ 200: walletResponseSchema }) },
    handler: async (request): Promise<WalletResponse> => {
      return walletOf(ctx.db, request.user.id, requestLanguage(request));
    },
  }),
  route({
    method: 'GET',
    path: '/users/saved-cards',
    summary: "The user's saved cards",
    access: 'signedIn',
    schema: { response: responses({ 200: savedCardsResponseSchema }) },
    handler: async (request): Promise<SavedCardsResponse> => {
      return { cards: await listSavedCards(ctx, request.user.id) };
    },
  }),
  route({
    method: 'POST',
    path: '/users/wallet/createPaymentIntent',
    summary: 'Start a wallet top-up',
    access: 'signedIn',
    schema: {
      body: createWalletPaymentIntentBodySchema,
      response: responses({ 200: clientSecretResponseSchema }),
    },
    handler: async (request): Promise<ClientSecretResponse> => {
      const cents = eurosToCents(request.body.amount);
      // A saved card or one the browser just created with Stripe.js (the spec's new-card flow);
      // the gateway refuses, at confirmation, a card that belongs to another customer.
      const paymentMethodId = request.body.paymentMethodId ?? null;
      const { clientSecret } = await createPaymentIntent(ctx, {
        userId: request.user.id,
        amountCents: cents,
        purpose: WALLET_TOP_UP,
        // The checkout's product name, in the paying member's language (as the ledger line).
        description: wordStored(
          memberLanguage(request.user.language),
          stored('payments.ledgerTopUp'),
        ),
        paymentMethodId,
      });
      return { clientSecret };
    },
  }),
];
