import { createFileRoute } from '@tanstack/react-router';
import { PaymentCancelPage } from '@/features/payments/components/payment-cancel-page.tsx';

export const Route = createFileRoute('/cancel')({
  component: PaymentCancelPage,
});
