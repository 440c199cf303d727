import { useSyncExternalStore } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { t } from '@/i18n/index.ts';
import { ActionError } from './failures.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/** Whether the browser has a connection; actions that need one are disabled while it is false. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** What is shown on (or instead of) an action that needs a connection: `t(NEEDS_CONNECTION_KEY)`. */
export const NEEDS_CONNECTION_KEY = 'common.needsConnection' satisfies MessageKey;

/** What an action that needs the network fails with offline; its message is the reason. */
export class OfflineError extends ActionError {
  override readonly name = 'OfflineError';
}

/**
 * The offline guard of every mutation that moves money, books or opens the door:
 * `useMutation({ ...onlineOnly(send, reason), onSuccess, onError })`. Offline it fails at once
 * with `reason`, before anything is sent, and nothing is queued for later: the mutation is never
 * paused until the connection returns, nor retried, so a payment or an unlock never fires on its
 * own afterwards.
 */
export function onlineOnly<TVariables, TData>(
  send: (variables: TVariables) => Promise<TData>,
  reason?: string,
) {
  return {
    mutationFn: async (variables: TVariables): Promise<TData> => {
      if (!isOnline()) throw new OfflineError(reason ?? t(NEEDS_CONNECTION_KEY));
      return send(variables);
    },
    networkMode: 'always' as const,
    retry: 0,
  };
}
