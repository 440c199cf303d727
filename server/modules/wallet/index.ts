/**
 * The wallet: a ledger of cents, top-ups and its balance.
 * Other modules import this module only through this file.
 */
export { walletRoutes } from './routes.ts';
export { seedWallets } from './seed.ts';
export { creditWallet, debitWallet, getBalanceCents, publishWallet, walletOf } from './service.ts';
export { registerWalletTopUp } from './top-up.ts';
