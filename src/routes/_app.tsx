import { useQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/components/app-shell/app-layout.tsx';
import { useAccountLanguage } from '@/features/account/use-account-language.ts';
import { useSignOut } from '@/features/auth/api/use-sign-out.ts';
import { announcementsQueryOptions } from '@/features/home/api/announcements.ts';
import { useSessionUser } from '@/lib/session.tsx';

export const Route = createFileRoute('/_app')({
  // The guard: a spinner (pendingComponent) until the user state is known, then / for visitors,
  // remembering where they were going. It also waits for the member's stored queries, so a
  // screen opens with them (offline too) instead of fetching what the device already has.
  beforeLoad: async ({ context, location }) => {
    const [user] = await Promise.all([context.session.ensureReady(), context.persisted]);
    if (!user) throw redirect({ to: '/', search: { redirect: location.href } });
    return { user };
  },
  pendingMs: 0,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(announcementsQueryOptions());
  },
  component: AppRoute,
});

function AppRoute() {
  const user = useSessionUser();
  const announcements = useQuery(announcementsQueryOptions());
  const signOut = useSignOut();
  useAccountLanguage(user);
  return (
    <AppLayout
      user={user}
      announcements={(announcements.data ?? []).map((a) => a.text)}
      onLogout={() => void signOut()}
    >
      <Outlet />
    </AppLayout>
  );
}
