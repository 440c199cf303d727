import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MyAccessResponse } from '@/api/door.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { pressDoor } from '../press.ts';

/**
 * POST /access/doors/unlock, through the page's one press (../press.ts): a refusal (409) is an
 * answer to show with its reason, not a lost session; a press while one is on its way (also one
 * the early page sent) joins it and sends nothing; offline it fails at once and is never sent
 * later (the door would open with nobody in front of it).
 */
export function useUnlockDoor() {
  return useMutation({
    mutationKey: ['door', 'unlock'],
    mutationFn: (_: void) => pressDoor(),
    networkMode: 'always',
    retry: 0,
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
