import { createFileRoute } from '@tanstack/react-router';
import { courtQueryOptions } from '@/lib/queries.ts';
import { day, searchParams, text } from '@/lib/search-params.ts';
import { GuestCardEntry } from '@/features/schedule/components/guest-card-entry.tsx';
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
