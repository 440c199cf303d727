import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarDaySavedResponse,
  CalendarResponse,
  SaveCalendarDayBody,
} from '@/api/admin.ts';
import type { Booking } from '@/api/bookings.ts';
import type { MessageResponse } from '@/api/common.ts';
import { t } from '@/i18n/index.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /admin/calendar?year=: the year's closed days, dropped and suggested holidays. */
export function calendarQueryOptions(year: number) {
  return queryOptions({
    queryKey: queryKeys.admin.calendar(year),
    queryFn: async ({ signal }) =>
      readJson<CalendarResponse>(
        api.get('admin/calendar', { signal, searchParams: { year: String(year) } }),
      ),
  });
}

/** POST /admin/calendar/coverage: the bookings a closure of the day would take. */
export async function closureCoverage(date: string): Promise<Booking[]> {
  const answer = await readJson<{ bookings: Booking[] }>(
    api.post('admin/calendar/coverage', { json: { date } }),
  );
  return answer.bookings;
}

/** A day changed: the calendar, and every court's schedule (closed days are their blocks). */
function useCalendarChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.courts.all() });
  };
}

/** PUT /admin/calendar/days/{date}: close a day (or drop a holiday). */
export function useSaveCalendarDay() {
  const changed = useCalendarChanged();
  return useMutation({
    ...onlineOnly(({ date, body }: { date: string; body: SaveCalendarDayBody }) =>
      readJson<CalendarDaySavedResponse>(api.put(`admin/calendar/days/${date}`, { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      const count = answer.cancelledBookings;
      notifySuccess(
        count === 0
          ? answer.message
          : `${answer.message} ${t('calendar.bookingsCancelled', { count })}`,
      );
    },
    onError: (error) => toastOnError(t('calendar.saveFailed'))(error),
  });
}

/** DELETE /admin/calendar/days/{date}: forget the decision. */
export function useRemoveCalendarDay() {
  const changed = useCalendarChanged();
  return useMutation({
    ...onlineOnly((date: string) =>
      readJson<MessageResponse>(api.delete(`admin/calendar/days/${date}`)),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('calendar.removeFailed'))(error),
  });
}
