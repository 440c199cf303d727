import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MyAccessResponse } from '@/api/door.ts';
import { api, publicApi, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The spec uses one fixed door; a club with another identifier sets VITE_DOOR_ID. */
export const DOOR_ID: string = import.meta.env.VITE_DOOR_ID ?? 'main';

export const UNLOCK_OFFLINE_REASON =
  'Sin conexión a internet: conéctate y vuelve a pulsar el botón. No se enviará nada después.';

export interface UnlockResponse {
  success: boolean;
  message?: string;
}

/**
 * POST /access/doors/unlock. Through `publicApi`: a refusal (403) is an answer to show with its
 * reason, not a lost session. Offline the press fails at once and is never sent later (the door
 * would open with nobody in front of it).
 */
export function useUnlockDoor() {
  return useMutation({
    mutationKey: ['door', 'unlock'],
    ...onlineOnly(
      (_: void) =>
        readJson<UnlockResponse>(
          publicApi.post('access/doors/unlock', { json: { doorId: DOOR_ID } }),
        ),
      UNLOCK_OFFLINE_REASON,
    ),
  });
}

/**
 * GET /access/me: whether the door opens for me now, why, when next, and my presses. Not persisted:
 * an answer about "now" read back offline would promise a door that may no longer open.
 */
export function myAccessQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myAccess(),
    queryFn: () => readJson<MyAccessResponse>(api.get('access/me')),
    // A booking's window opens on the clock, not on an event: look again every minute.
    refetchInterval: 60_000,
  });
}
