import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title.tsx';

export const Route = createFileRoute('/verify-email')({
  component: () => <PageTitle>Confirmar correo</PageTitle>,
});
