import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccessPage } from '@/features/payments/components/payment-success-page.tsx';
import { searchParams, text } from '@/lib/search-params.ts';

export const Route = createFileRoute('/success')({
  // The gateway's checkout session id (Stripe's are about 70 characters).
  validateSearch: searchParams({ session_id: text(255) }),
  component: SuccessRoute,
});

function SuccessRoute() {
  const { session_id } = Route.useSearch();
  return <PaymentSuccessPage sessionId={session_id} />;
}
