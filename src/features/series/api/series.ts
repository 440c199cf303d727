import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSeriesBody,
  EditSeriesBody,
  MemberSeriesBody,
  Series,
  SeriesCreatedResponse,
  SeriesEditedResponse,
  SeriesEndedResponse,
  SeriesListResponse,
  SeriesReleasedResponse,
} from '@/api/series.ts';
import type { AdminUsersResponse } from '@/api/admin.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { formatEuros } from '@/lib/euros.ts';
import { t } from '@/i18n/index.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /users/series: the member's series, for 'Mis Reservas'. */
export function mySeriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.mySeries(),
    queryFn: async ({ signal }) =>
      (await readJson<SeriesListResponse>(api.get('users/series', { signal }))).series,
  });
}

/** The same answer whole: whether the club lets this member create their own series. */
export function canCreateSeriesQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.mySeries(), 'can-create'],
    queryFn: async ({ signal }) =>
      (await readJson<SeriesListResponse>(api.get('users/series', { signal }))).canCreate ?? false,
  });
}

/**
 * The bookings the holder's series cards show (every booked date of an active series), which
 * 'Mis Reservas' does not list again (docs/features/season.md).
 */
export function seriesBookingIds(series: readonly Series[] | undefined): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const s of series ?? []) {
    for (const d of s.dates) if (d.status === 'booked' && d.bookingId) ids.add(d.bookingId);
  }
  return ids;
}

/** GET /admin/series: every series, by court and weekday. */
export function adminSeriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.series(),
    queryFn: async ({ signal }) =>
      (await readJson<SeriesListResponse>(api.get('admin/series', { signal }))).series,
  });
}

/** A series' dates changed: the series and the member's bookings read again. */
function useSeriesChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.mySeries() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.series() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
  };
}

const creditNote = (credited: number) =>
  credited > 0 ? ` ${t('series.creditNote', { amount: formatEuros(credited) })}` : '';

/** POST /users/series/{id}/dates/{date}/release ('Liberar esta fecha'). */
export function useReleaseSeriesDate() {
  const changed = useSeriesChanged();
  return useMutation({
    ...onlineOnly(({ seriesId, date }: { seriesId: string; date: string }) =>
      readJson<SeriesReleasedResponse>(api.post(`users/series/${seriesId}/dates/${date}/release`)),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(`${answer.message}${creditNote(answer.credited)}`);
    },
    onError: (error) => toastOnError(t('series.releaseFailed'))(error),
  });
}

/** POST /users/series/{id}/end, or the admin's /admin/series/{id}/end ('Terminar abono'). */
export function useEndSeries(asAdmin = false) {
  const changed = useSeriesChanged();
  return useMutation({
    ...onlineOnly((seriesId: string) =>
      readJson<SeriesEndedResponse>(
        api.post(asAdmin ? `admin/series/${seriesId}/end` : `users/series/${seriesId}/end`),
      ),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(`${answer.message}${creditNote(answer.credited)}`);
    },
    onError: (error) => toastOnError(t('series.endFailed'))(error),
  });
}

/** POST /admin/series ('Crear abono'): the answer lists the skipped dates and why. */
export function useCreateSeries() {
  const changed = useSeriesChanged();
  return useMutation({
    ...onlineOnly((body: CreateSeriesBody) =>
      readJson<SeriesCreatedResponse>(api.post('admin/series', { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('series.createFailed'))(error),
  });
}

/** POST /users/series ('Nuevo abono' in Mis abonos, where the club allows it). */
export function useCreateMySeries() {
  const changed = useSeriesChanged();
  return useMutation({
    ...onlineOnly((body: MemberSeriesBody) =>
      readJson<SeriesCreatedResponse>(api.post('users/series', { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('series.createFailed'))(error),
  });
}

/** PUT /admin/series/{id} ('Editar desde…'): the answer lists the dates it could not re-book. */
export function useEditSeries() {
  const changed = useSeriesChanged();
  return useMutation({
    ...onlineOnly(({ seriesId, body }: { seriesId: string; body: EditSeriesBody }) =>
      readJson<SeriesEditedResponse>(api.put(`admin/series/${seriesId}`, { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('series.editFailed'))(error),
  });
}

/** GET /admin/users?q=…: the first members matching a name, e-mail or DNI (the holder's picker). */
export function holderSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.admin.users.list({ q, pageSize: '10', sort: 'name', order: 'asc' }),
    queryFn: async ({ signal }) =>
      (
        await readJson<AdminUsersResponse>(
          api.get('admin/users', {
            signal,
            searchParams: { q, pageSize: '10', sort: 'name', order: 'asc' },
          }),
        )
      ).users,
    enabled: q.length >= 2,
  });
}
