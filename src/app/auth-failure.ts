import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/lib/session.tsx';

/**
 * The spec's HTTP rules: 401 means the session is gone (clear local storage and every cached
 * answer, back to login); 403 means this user may not do that (back to their home page).
 */
export function createAuthFailureHandler({
  session,
  queryClient,
  goTo,
}: {
  session: SessionStore;
  queryClient: QueryClient;
  goTo: (path: '/' | '/home') => void;
}): (status: 401 | 403) => void {
  return (status) => {
    if (status === 401) {
      session.clear();
      queryClient.clear();
      goTo('/');
    } else {
      goTo('/home');
    }
  };
}
