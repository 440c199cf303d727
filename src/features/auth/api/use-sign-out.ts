import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSession } from '@/lib/session.tsx';
import { logout } from './auth-api.ts';

/** Logout as the spec has it: end the server session, clear everything local, go to /. */
export function useSignOut(): () => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = useMutation({
    // Offline or already signed out: the local sign-out that follows still has to happen.
    mutationFn: () => logout().catch(() => undefined),
  });
  return useCallback(async () => {
    await mutateAsync();
    session.clear();
    queryClient.clear();
    await navigate({ to: '/', search: {} });
  }, [mutateAsync, session, queryClient, navigate]);
}
