import { createFileRoute } from '@tanstack/react-router';
import { accessLogsQueryOptions } from '@/features/door/api/door.ts';
import { AccessLogPage } from '@/features/door/components/access-log-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/access')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accessLogsQueryOptions(1));
  },
  component: AccessLogPage,
});
