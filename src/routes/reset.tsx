import { createFileRoute } from '@tanstack/react-router';
import { ResetPage } from '@/features/auth/components/reset-page.tsx';
import { validateTokenSearch } from '@/features/auth/redirect.ts';

export const Route = createFileRoute('/reset')({
  validateSearch: validateTokenSearch,
  component: function ResetRoute() {
    return <ResetPage token={Route.useSearch().token} />;
  },
});
