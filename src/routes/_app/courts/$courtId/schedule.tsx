import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useCardPayment } from '@/components/card-payment/use-card-payment.tsx';
import { courtQueryOptions } from '@/lib/queries.ts';
import type { GuestCardPayment } from '@/features/schedule/components/card-payment-slot.ts';
import { ScheduleScreen } from '@/features/schedule/components/schedule-screen.tsx';

const paramsSchema = z.object({ courtId: z.string().trim().min(1).max(100) });

export const Route = createFileRoute('/_app/courts/$courtId/schedule')({
  params: { parse: (params) => paramsSchema.parse(params) },
  // Not awaited: offline, a paused fetch would hold the navigation; the screen shows the
  // persisted court (or its spinner and error) meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(courtQueryOptions(params.courtId));
  },
  component: ScheduleRoute,
});

function ScheduleRoute() {
  const { courtId } = Route.useParams();
  return <ScheduleScreen courtId={courtId} CardPayment={GuestCardEntry} />;
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
