import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title.tsx';

export const Route = createFileRoute('/success')({
  component: () => <PageTitle>Pago Completado</PageTitle>,
});
