import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title.tsx';

export const Route = createFileRoute('/cancel')({
  component: () => <PageTitle>Pago Cancelado</PageTitle>,
});
