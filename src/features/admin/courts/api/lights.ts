import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/api/common.ts';
import type { LightCourt, LightCourtsResponse, LightRelayInput } from '@/api/lights.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /admin/lights: courts with a relay, their state and failures (refreshed while open). */
export function adminLightsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.lights(),
    queryFn: async (): Promise<LightCourt[]> =>
      (await readJson<LightCourtsResponse>(api.get('admin/lights'))).courts,
    refetchInterval: 15_000,
  });
}

function useLightsChanged() {
  const queryClient = useQueryClient();
  return (answer: MessageResponse) => {
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
    onError: toastOnError('No se pudo guardar el relé.'),
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
    onError: toastOnError('No se pudieron cambiar las luces.'),
  });
}
