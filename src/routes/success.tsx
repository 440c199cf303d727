import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccessPage } from '@/features/payments/components/payment-success-page.tsx';

export const Route = createFileRoute('/success')({
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' && search.session_id
      ? { session_id: search.session_id }
      : {},
  component: SuccessRoute,
});

function SuccessRoute() {
  const { session_id } = Route.useSearch();
  return <PaymentSuccessPage sessionId={session_id} />;
}
