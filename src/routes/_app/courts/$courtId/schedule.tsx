import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCardPayment } from '@/components/card-payment/use-card-payment.tsx';
import { courtQueryOptions } from '@/lib/queries.ts';
import { day, searchParams, text } from '@/lib/search-params.ts';
import type { GuestCardPayment } from '@/features/schedule/components/card-payment-slot.ts';
import { ScheduleScreen } from '@/features/schedule/components/schedule-screen.tsx';
import { JoinWaitlistButton } from '@/features/waitlist/components/join-waitlist-button.tsx';
import { CourtOpenMatches } from '@/features/matches/components/court-open-matches.tsx';
import { PushPromptCard } from '@/features/notifications/components/push-prompt-card.tsx';

/** Plain code, not a zod schema: route configs load with the router, before any screen. */
function parseParams(params: Record<string, string>): { courtId: string } {
  const courtId = (params.courtId ?? '').trim();
  if (!courtId || courtId.length > 100) throw new Error('Pista no válida.');
  return { courtId };
}

export const Route = createFileRoute('/_app/courts/$courtId/schedule')({
  params: { parse: parseParams },
  // `?date=…&slot=…` (the quick booking's link for a non-member) opens that slot's confirmation.
  validateSearch: searchParams({ date: day, slot: text(20) }),
  // Not awaited: offline, a paused fetch would hold the navigation; the screen shows the
  // persisted court (or its spinner and error) meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(courtQueryOptions(params.courtId));
  },
  component: ScheduleRoute,
});

function ScheduleRoute() {
  const { courtId } = Route.useParams();
  const start = Route.useSearch();
  return (
    <>
      <ScheduleScreen
        courtId={courtId}
        CardPayment={GuestCardEntry}
        Waitlist={JoinWaitlistButton}
        AfterBooking={PushPromptCard}
        start={start}
      />
      {/* The court's open matches: a taken slot may still have a seat for you. */}
      <CourtOpenMatches courtId={courtId} />
    </>
  );
}

/** The payments feature's card entry, handed to the schedule as its card-payment slot. */
function GuestCardEntry({ children }: { children: (payment: GuestCardPayment) => ReactNode }) {
  const card = useCardPayment();
  return children({
    providerReady: card.providerReady,
    cardComplete: card.cardComplete,
    cardEntry: card.cardEntry,
    pay: (clientSecret) => card.confirmPayment(clientSecret, { kind: 'new', saveCard: false }),
  });
}
