import { createFileRoute } from '@tanstack/react-router';
import { courtsQueryOptions } from '@/lib/queries.ts';
import { CourtSelection } from '@/features/courts/components/court-selection.tsx';

export const Route = createFileRoute('/_app/courts/')({
  // Not awaited: offline, a paused fetch would hold the navigation; the screen shows the
  // persisted courts (or its spinner and error) meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(courtsQueryOptions());
  },
  component: CourtSelection,
});
