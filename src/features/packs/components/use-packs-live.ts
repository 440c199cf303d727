import { useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent } from '@/lib/socket.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * Refetches the member's packs on `packsUpdated:{userId}` (a card purchase confirmed, a use
 * taken or given back, a desk sale, an admin's change, the expiry job) while on screen.
 */
export function usePacksLive(): void {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  useSocketEvent<object>(user ? `packsUpdated:${user.id}` : null, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.packs() });
  });
}
