import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page.tsx';
import { validateLoginSearch } from '@/features/auth/redirect.ts';

export const Route = createFileRoute('/')({
  validateSearch: validateLoginSearch,
  // Someone already signed in has nothing to do here: on to where they were going.
  beforeLoad: async ({ context, search }) => {
    const user = await context.session.ensureReady();
    if (user) throw redirect({ href: search.redirect ?? '/home' });
  },
  pendingMs: 0,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: to } = Route.useSearch();
  return <LoginPage redirect={to} />;
}
