import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/page-title.tsx';

export const Route = createFileRoute('/_app/access')({
  component: () => <PageTitle>Control de acceso</PageTitle>,
});
