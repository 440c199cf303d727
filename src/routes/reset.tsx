import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title.tsx';

export const Route = createFileRoute('/reset')({
  component: () => <PageTitle>Recuperar Contraseña</PageTitle>,
});
