import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
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

export type AccessResult = 'opened' | 'refused' | 'busy' | 'rate-limited' | 'failed';

export interface AccessLogEntry {
  _id: string;
  user: { _id: string | null; name: string; email: string; role: string };
  doorId: string;
  result: AccessResult;
  reason: string;
  createdAt: string;
}

export interface AccessLogPage {
  logs: AccessLogEntry[];
  total: number;
}

export const ACCESS_LOG_PAGE_SIZE = 50;

/** GET /access/logs (admins), newest first. Not persisted: admin data stays on the server. */
export function accessLogsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.accessLogs(page),
    queryFn: async (): Promise<AccessLogPage> => {
      const body = await readJson<{ logs?: AccessLogEntry[]; total?: number }>(
        api.get('access/logs', {
          searchParams: { limit: ACCESS_LOG_PAGE_SIZE, offset: (page - 1) * ACCESS_LOG_PAGE_SIZE },
        }),
      );
      return { logs: body.logs ?? [], total: body.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
