import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { UnlockPage } from '@/features/door/components/unlock-page.tsx';
import { searchParams, text } from '@/lib/search-params.ts';

export const Route = createFileRoute('/unlock')({
  // `source` is 'shortcut' when launched from the home-screen shortcut; it changes nothing on purpose.
  validateSearch: searchParams({ source: text(32) }),
  // Works offline too: the stored user is kept when the server cannot be reached.
  beforeLoad: async ({ context }) => {
    const user = await context.session.ensureReady();
    if (!user) throw redirect({ to: '/', search: { redirect: '/unlock' } });
  },
  pendingMs: 0,
  component: UnlockRoute,
});

function UnlockRoute() {
  const navigate = useNavigate();
  const { session } = Route.useRouteContext();
  return (
    <UnlockPage
      memberName={session.user?.name ?? ''}
      onSessionLost={() => {
        session.clear();
        void navigate({ to: '/', search: { redirect: '/unlock' } });
      }}
    />
  );
}
