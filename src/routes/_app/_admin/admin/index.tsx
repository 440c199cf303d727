import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/page-title.tsx';

export const Route = createFileRoute('/_app/_admin/admin/')({
  component: () => <PageTitle>Panel principal</PageTitle>,
});
