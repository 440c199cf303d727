import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/api/common.ts';
import type {
  LightCourt,
  LightCourtsResponse,
  LightLogEntry,
  LightLogResponse,
  LightRelayInput,
  LightStatsResponse,
} from '@/api/lights.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { API_BASE_URL, api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';

/** GET /admin/lights: courts with a relay, their state and failures (refreshed while open). */
export function adminLightsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.lights(),
    queryFn: async (): Promise<LightCourt[]> =>
      (await readJson<LightCourtsResponse>(api.get('admin/lights'))).courts,
    refetchInterval: 15_000,
  });
}

/** GET /admin/lights/log: the latest switches, newest first. */
export function adminLightLogQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.lightLog(),
    queryFn: async (): Promise<LightLogEntry[]> =>
      (await readJson<LightLogResponse>(api.get('admin/lights/log'))).entries,
  });
}

/** GET /admin/lights/stats: hours of light per court in a month ('YYYY-MM'). */
export function adminLightStatsQueryOptions(month: string) {
  return queryOptions({
    queryKey: queryKeys.admin.lightStats(month),
    queryFn: async () =>
      (
        await readJson<LightStatsResponse>(
          api.get('admin/lights/stats', { searchParams: { month } }),
        )
      ).rows,
  });
}

export function lightStatsCsvUrl(month: string): string {
  return `${API_BASE_URL}/admin/lights/stats.csv?month=${month}`;
}

function useLightsChanged() {
  const queryClient = useQueryClient();
  return (answer: MessageResponse) => {
    // The state, the log and the statistics all live under the same key.
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.lights() });
    notifySuccess(answer.message);
  };
}

/** PUT /admin/lights/{courtId}: the court's relay. */
export function useSaveLightRelay() {
  const changed = useLightsChanged();
  return useMutation({
    ...onlineOnly(({ courtId, relay }: { courtId: string; relay: LightRelayInput }) =>
      readJson<MessageResponse>(api.put(`admin/lights/${courtId}`, { json: relay })),
    ),
    onSuccess: changed,
    onError: (error) => toastOnError(t('admin.relaySaveFailed'))(error),
  });
}

/** POST /admin/lights/{courtId}/manual: on or off by hand for a time. */
export function useSwitchLight() {
  const changed = useLightsChanged();
  return useMutation({
    ...onlineOnly(({ courtId, on, minutes }: { courtId: string; on: boolean; minutes: number }) =>
      readJson<MessageResponse>(
        api.post(`admin/lights/${courtId}/manual`, { json: { on, minutes } }),
      ),
    ),
    onSuccess: changed,
    onError: (error) => toastOnError(t('admin.lightsSwitchFailed'))(error),
  });
}
