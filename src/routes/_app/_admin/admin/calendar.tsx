import { createFileRoute } from '@tanstack/react-router';
import { calendarQueryOptions } from '@/features/calendar/api/calendar.ts';
import { CalendarPage } from '@/features/calendar/components/calendar-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/calendar')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(calendarQueryOptions(new Date().getFullYear()));
  },
  component: CalendarPage,
});
