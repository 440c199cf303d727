import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/page-title.tsx';

export const Route = createFileRoute('/_app/bookings/$bookingId')({
  component: () => <PageTitle>Detalles de la Reserva</PageTitle>,
});
