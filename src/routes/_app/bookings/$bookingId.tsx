import { createFileRoute } from '@tanstack/react-router';
import {
  bookingHistoryQueryOptions,
  bookingQueryOptions,
} from '@/features/bookings/api/booking-detail.ts';
import { BookingDetailPage } from '@/features/bookings/components/booking-detail-page.tsx';

/** A booking id as the server gives it; anything else is a not-found before any request. */
function parseParams(params: { bookingId: string }) {
  const bookingId = params.bookingId.trim();
  if (!bookingId || bookingId.length > 100) throw new Error('Reserva no encontrada.');
  return { bookingId };
}

export const Route = createFileRoute('/_app/bookings/$bookingId')({
  params: { parse: parseParams },
  // Not awaited: offline, a paused fetch would hold the navigation; the page shows the persisted
  // booking (or its loading text) meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(bookingQueryOptions(params.bookingId));
    void context.queryClient.prefetchQuery(bookingHistoryQueryOptions(params.bookingId));
  },
  component: BookingDetailRoute,
});

function BookingDetailRoute() {
  const { bookingId } = Route.useParams();
  return <BookingDetailPage bookingId={bookingId} />;
}
