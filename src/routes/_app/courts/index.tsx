import { createFileRoute } from '@tanstack/react-router';
import { courtsQueryOptions } from '../../../features/courts/api/courts-queries.ts';
import { CourtSelection } from '../../../features/courts/components/court-selection.tsx';

export const Route = createFileRoute('/_app/courts/')({
  // Offline or failing, the screen itself shows the cached courts or the error.
  loader: ({ context }) => context.queryClient.prefetchQuery(courtsQueryOptions()),
  component: CourtSelection,
});
