import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page.tsx';
import { validateTokenSearch } from '@/features/auth/redirect.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: validateTokenSearch,
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />;
  },
});
