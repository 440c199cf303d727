import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title.tsx';

export const Route = createFileRoute('/resend-verification')({
  component: () => <PageTitle>Reenviar código de activación</PageTitle>,
});
