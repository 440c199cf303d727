import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title.tsx';

export const Route = createFileRoute('/unlock')({
  component: () => <PageTitle>Acceso a la puerta</PageTitle>,
});
