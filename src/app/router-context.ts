import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/lib/session.tsx';

/**
 * What every route's loader and guard receive. Apart from the router itself, so the root route
 * does not import the router that imports the route tree.
 */
export interface RouterContext {
  queryClient: QueryClient;
  /** The session user; guards await `session.ensureReady()` in beforeLoad. */
  session: SessionStore;
  /** Settles once the signed-in member's stored queries are back in the cache (signed-in guard). */
  persisted: Promise<void>;
}
