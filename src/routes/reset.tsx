import { createFileRoute } from '@tanstack/react-router';
import { ResetPage } from '@/features/auth/components/reset-page.tsx';

export const Route = createFileRoute('/reset')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: ResetRoute,
});

function ResetRoute() {
  const { token } = Route.useSearch();
  return <ResetPage token={token} />;
}
