import { useQueryClient } from '@tanstack/react-query';
import type { WalletUpdatedEvent } from '@/api/payments.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent } from '@/lib/socket.ts';
import { applyWalletBalance } from '../api/wallet.ts';

/** Keeps the wallet caches in step with `walletUpdated:{userId}` while the caller is on screen. */
export function useWalletLive(): void {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  useSocketEvent<WalletUpdatedEvent>(user ? `walletUpdated:${user.id}` : null, (payload) => {
    if (typeof payload?.balance === 'number') applyWalletBalance(queryClient, payload.balance);
  });
}
