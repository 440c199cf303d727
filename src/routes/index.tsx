import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title.tsx';

export const Route = createFileRoute('/')({
  component: () => <PageTitle>Iniciar Sesión</PageTitle>,
});
