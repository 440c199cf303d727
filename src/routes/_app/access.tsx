import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { myAccessQueryOptions } from '@/features/door/api/door.ts';
import { AccessPage } from '@/features/door/components/access-page.tsx';

export const Route = createFileRoute('/_app/access')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myAccessQueryOptions());
  },
  component: AccessRoute,
});

function AccessRoute() {
  const navigate = useNavigate();
  const { session } = Route.useRouteContext();
  return (
    <AccessPage
      onSessionLost={() => {
        session.clear();
        void navigate({ to: '/', search: { redirect: '/access' } });
      }}
    />
  );
}
