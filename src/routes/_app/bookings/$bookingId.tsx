import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LevelsProvider } from '@/components/level-badge.tsx';
import {
  bookingHistoryQueryOptions,
  bookingQueryOptions,
} from '@/features/bookings/api/booking-detail.ts';
import { BookingDetailPage } from '@/features/bookings/components/booking-detail-page.tsx';
import { BookingInvoices } from '@/features/invoices/components/booking-invoices.tsx';
import { playersOfBookings, useLevelLookup } from '@/features/levels/api/lookup.ts';
import { MatchResultCard } from '@/features/levels/components/match-result-card.tsx';
import { positiveInt, searchParams } from '@/lib/search-params.ts';
import { useSessionUser } from '@/lib/session.tsx';

/** A booking id as the server gives it; anything else is a not-found before any request. */
function parseParams(params: { bookingId: string }) {
  const bookingId = params.bookingId.trim();
  if (!bookingId || bookingId.length > 100) throw new Error('Reserva no encontrada.');
  return { bookingId };
}

export const Route = createFileRoute('/_app/bookings/$bookingId')({
  params: { parse: parseParams },
  // `?cancel=1` (the rain notice's 'Cancelar sin coste') opens the cancel dialog.
  validateSearch: searchParams({ cancel: positiveInt }),
  // Not awaited: offline, a paused fetch would hold the navigation; the page shows the persisted
  // booking (or its loading text) meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(bookingQueryOptions(params.bookingId));
    void context.queryClient.prefetchQuery(bookingHistoryQueryOptions(params.bookingId));
  },
  component: BookingDetailRoute,
});

/**
 * The booking's detail with the players' levels on their avatars, the match's result and the
 * member's tickets of it.
 */
function BookingDetailRoute() {
  const { bookingId } = Route.useParams();
  const { cancel } = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useSessionUser();
  const booking = useQuery(bookingQueryOptions(bookingId));
  const lookup = useLevelLookup(playersOfBookings(booking.data ? [booking.data] : []));
  return (
    <LevelsProvider lookup={lookup}>
      <BookingDetailPage
        bookingId={bookingId}
        cancelRequested={cancel === 1}
        onCancelRequestDone={() => void navigate({ search: {}, replace: true })}
        extra={(b) =>
          user && (
            <>
              <MatchResultCard booking={b} userId={user.id} />
              <BookingInvoices bookingId={b._id} />
            </>
          )
        }
      />
    </LevelsProvider>
  );
}
