import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/page-title.tsx';

export const Route = createFileRoute('/_app/tennis-school')({
  component: () => <PageTitle>Escuela de Tenis</PageTitle>,
});
