import { createFileRoute } from '@tanstack/react-router';
import { ResendVerificationPage } from '@/features/auth/components/resend-verification-page.tsx';

export const Route = createFileRoute('/resend-verification')({
  component: ResendVerificationPage,
});
