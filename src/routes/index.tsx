import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page.tsx';
import { validateLoginSearch } from '@/features/auth/redirect.ts';

export const Route = createFileRoute('/')({
  validateSearch: validateLoginSearch,
  // Someone already signed in has nothing to do here: on to where they were going. A device with
  // no user stored is shown the login without waiting for the server's answer on its cookie (the
  // page moves on should it hold a session after all).
  beforeLoad: async ({ context, search }) => {
    const checked = context.session.ensureReady();
    if (!context.session.user) return;
    const user = await checked;
    if (user) throw redirect({ href: search.redirect ?? '/home' });
  },
  pendingMs: 0,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: to } = Route.useSearch();
  return <LoginPage redirect={to} />;
}
