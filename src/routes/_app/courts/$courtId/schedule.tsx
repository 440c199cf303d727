import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page-title.tsx';

export const Route = createFileRoute('/_app/courts/$courtId/schedule')({
  component: () => <PageTitle>Selecciona Horarios</PageTitle>,
});
