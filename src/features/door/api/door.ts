import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api, publicApi } from '@/lib/http.ts';

/** The spec uses one fixed door; a club with another identifier sets VITE_DOOR_ID. */
export const DOOR_ID: string = import.meta.env.VITE_DOOR_ID ?? 'main';

export interface UnlockResponse {
  success: boolean;
  message?: string;
}

/**
 * POST /access/doors/unlock. Through `publicApi`: a refusal (403) is an answer to show with its
 * reason, not a lost session.
 */
export async function unlockDoor(doorId: string = DOOR_ID): Promise<UnlockResponse> {
  return publicApi.post('access/doors/unlock', { json: { doorId } }).json<UnlockResponse>();
}

/**
 * Never queued or retried: 'always' makes an offline press fail at once instead of pausing until
 * the connection returns (which would open the door later, with nobody in front of it).
 */
export function useUnlockDoor() {
  return useMutation({
    mutationKey: ['door', 'unlock'],
    mutationFn: () => unlockDoor(),
    networkMode: 'always',
    retry: 0,
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
    queryKey: ['access-logs', page],
    queryFn: async (): Promise<AccessLogPage> => {
      const body = await api
        .get('access/logs', {
          searchParams: { limit: ACCESS_LOG_PAGE_SIZE, offset: (page - 1) * ACCESS_LOG_PAGE_SIZE },
        })
        .json<{ logs?: AccessLogEntry[]; total?: number }>();
      return { logs: body.logs ?? [], total: body.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
