import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  bookingRoom,
  bookingUpdatedEvent,
  type Booking,
  type BookingUpdatedPayload,
} from '@/api/bookings.ts';
import { WEATHER_DAYS_AHEAD_LIMIT, weatherAt, type WeatherEntry } from '@/domain/weather.ts';
import { t } from '@/i18n/index.ts';
import { todayPayloadDate } from '@/lib/dates.ts';
import { failureMessage } from '@/lib/failures.ts';
import { notifyError } from '@/lib/feedback.tsx';
import { ApiError } from '@/lib/http.ts';
import { weatherQueryOptions } from '@/lib/queries.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSocketEvent, useSocketRoom } from '@/lib/socket.ts';
import {
  applyBooking,
  bookingHistoryQueryOptions,
  bookingQueryOptions,
} from '../api/booking-detail.ts';

/** The clock the payment and cancel rules read, moved on every half minute while the page is open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

const DAY = 86_400_000;

/** The forecast of the booking's start hour, when one is asked for (under 4 days ahead). */
function useStartWeather(booking: Booking | undefined): WeatherEntry['values'] | null {
  const ahead = booking
    ? (Date.parse(booking.dateBooked) - Date.parse(todayPayloadDate())) / DAY
    : Infinity;
  const weather = useQuery({
    ...weatherQueryOptions(booking?.dateBooked ?? ''),
    enabled: !!booking && ahead >= 0 && ahead < WEATHER_DAYS_AHEAD_LIMIT,
  });
  return booking && weather.data
    ? (weatherAt(weather.data, booking.startsAt)?.values ?? null)
    : null;
}

/**
 * The detail page's data: the booking (live through `bookingUpdated:{id}`), its history, and the
 * forecast of its start. A booking that cannot be loaded sends the member back to 'Mis Reservas'
 * with the spec's message; one that is not there (or not theirs) is 'No se encontró la reserva.'.
 */
export function useBookingDetail(bookingId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const booking = useQuery(bookingQueryOptions(bookingId));
  const history = useQuery(bookingHistoryQueryOptions(bookingId));
  const weather = useStartWeather(booking.data);
  const notFound =
    booking.error instanceof ApiError &&
    (booking.error.status === 404 || booking.error.status === 403);
  const failed = booking.isError && !booking.data && !notFound;

  useEffect(() => {
    if (!failed) return;
    notifyError(
      failureMessage(booking.error, {
        fallback: t('bookings.loadOneFailed'),
        unexpected: t('bookings.loadOneUnexpected'),
        serverMessage: false,
      }),
    );
    void navigate({ to: '/bookings' });
  }, [failed, booking.error, navigate]);

  useSocketRoom(bookingRoom(bookingId));
  useSocketEvent<BookingUpdatedPayload>(bookingUpdatedEvent(bookingId), (payload) => {
    if (payload.booking) applyBooking(queryClient, payload.booking);
    else {
      // Cancelled: nothing left to show here.
      queryClient.removeQueries({ queryKey: queryKeys.booking.all(bookingId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
      void navigate({ to: '/bookings' });
    }
  });

  return { booking, history, weather, notFound };
}
