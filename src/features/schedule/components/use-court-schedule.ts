import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { courtRoom, scheduleUpdatedEvent, type ScheduleUpdatedPayload } from '@/api/bookings.ts';
import type { Court } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import { bookableDates } from '@/domain/booking-rules.ts';
import { clubDate } from '@/domain/club-time.ts';
import { courtSlots } from '@/domain/slots.ts';
import { WEATHER_DAYS_AHEAD_LIMIT } from '@/domain/weather.ts';
import { useT } from '@/i18n/react.tsx';
import { CLUB_TIME_ZONE } from '@/lib/dates.ts';
import { useErrorToast } from '@/lib/feedback.tsx';
import { useOnline } from '@/lib/online.ts';
import { myBookingsQueryOptions, weatherQueryOptions } from '@/lib/queries.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSocketEvent, useSocketRoom } from '@/lib/socket.ts';
import { bookedQueryOptions, timeIntervalsQueryOptions } from '../api/schedule-queries.ts';
import { buildSlotViews } from './slot-views.ts';

/** The club's clock, refreshed every half minute so slots turn past while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** A day and slot to open the schedule on (the quick booking's link for a non-member). */
export interface ScheduleStart {
  date?: string;
  slot?: string;
}

/** The bookable days of the member's role, the one shown, and the slot selected on it. */
function useDayAndSlot(court: Court, user: User, now: Date, start: ScheduleStart) {
  const today = clubDate(now, CLUB_TIME_ZONE);
  const days = useMemo(() => bookableDates(court, user.role, today), [court, user.role, today]);
  const [chosenDate, setChosenDate] = useState<string | null>(start.date ?? null);
  const date = chosenDate && days.includes(chosenDate) ? chosenDate : (days[0] ?? today);
  const [selected, setSelected] = useState<string | null>(start.slot ?? null);
  // Changing the day reloads its slots and clears the selection (spec section 4).
  const changeDay = (next: string) => {
    setChosenDate(next);
    setSelected(null);
  };
  return { today, days, date, changeDay, selected, setSelected };
}

/**
 * The data of a court's schedule: the day's slot strings, the taken slots of the bookable range
 * (kept live through the court's room), the forecast for the days it exists, and the member's own
 * bookings for the caps. Each failed load is told once.
 */
function useScheduleQueries(courtId: string, days: string[], date: string, today: string) {
  const queryClient = useQueryClient();
  const daysAhead = days.indexOf(date);
  const intervals = useQuery(timeIntervalsQueryOptions(courtId, date));
  const booked = useQuery(bookedQueryOptions(courtId, days[0] ?? today, days.at(-1) ?? today));
  const weather = useQuery({
    ...weatherQueryOptions(date),
    enabled: daysAhead >= 0 && daysAhead < WEATHER_DAYS_AHEAD_LIMIT,
  });
  const mine = useQuery(myBookingsQueryOptions());
  const t = useT();
  useErrorToast(intervals.isError && !intervals.data, t('schedule.slotsFailed'));
  useErrorToast(booked.isError && !booked.data, t('schedule.bookingsFailed'));
  useErrorToast(weather.isError, t('schedule.weatherFailed'));
  useErrorToast(mine.isError && !mine.data, t('schedule.myBookingsFailed'));

  // Someone else's booking or cancellation on this court shows up at once; an admin's change of
  // the court (hours, prices, blocked times) reloads the court and its slots too.
  useSocketRoom(courtRoom(courtId));
  useSocketEvent<ScheduleUpdatedPayload>(scheduleUpdatedEvent(courtId), (payload) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.booked.ofCourt(courtId) });
    if (payload.action === 'courtUpdated') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courts.all() });
    }
  });
  return { intervals, booked, weather, mine };
}

/**
 * The day's slot strings: the server's when it has answered (it stays the authority); offline,
 * for a day never opened online, the same domain function the server answers with, fed the
 * court's stored hours, since a day's slots depend on nothing else.
 */
function useDayIntervals(court: Court, date: string, fromServer: string[] | undefined) {
  const online = useOnline();
  return useMemo(() => {
    if (fromServer || online) return fromServer;
    return courtSlots(court, date, CLUB_TIME_ZONE).map((s) => s.label);
  }, [fromServer, online, court, date]);
}

/** Everything the schedule shows: the days, the chosen one, its slots as buttons, and the data. */
export function useCourtSchedule(court: Court, user: User, start: ScheduleStart = {}) {
  const now = useNow();
  const day = useDayAndSlot(court, user, now, start);
  const { intervals, booked, weather, mine } = useScheduleQueries(
    court._id,
    day.days,
    day.date,
    day.today,
  );
  const dayIntervals = useDayIntervals(court, day.date, intervals.data);
  // A slot's words ('Tu Reserva') are the language's: a new language builds them again.
  const t = useT();
  const views = useMemo(
    () =>
      buildSlotViews({
        intervals: dayIntervals ?? [],
        date: day.date,
        blockedTimes: court.blockedTimes,
        booked: booked.data ?? [],
        weather: weather.data ?? [],
        now,
        timeZone: CLUB_TIME_ZONE,
        t,
      }),
    [dayIntervals, day.date, court.blockedTimes, booked.data, weather.data, now, t],
  );
  return {
    ...day,
    views,
    myBookings: mine.data ?? [],
    loadingSlots: (!dayIntervals && intervals.isPending) || booked.isPending,
    intervalsFailed: intervals.isError && !dayIntervals,
    showWeather: weather.isSuccess,
  };
}
