import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@/lib/dates.ts';
import { myBookingsQueryOptions } from '@/lib/queries.ts';
import { nextBooking } from '../api/my-bookings.ts';

const STATUS: Record<string, { label: string; color: string }> = {
  P: { label: 'Pagado', color: 'green' },
  S: { label: 'Pago Parcial', color: 'yellow' },
  I: { label: 'Invitado', color: 'blue' },
};
const PENDING = { label: 'Pendiente de pago', color: 'orange' };

/** The home page's 'Tu próxima reserva': the next booking that has not ended, or a way to book. */
export function NextBookingCard() {
  const bookings = useQuery(myBookingsQueryOptions());
  const next = bookings.data ? nextBooking(bookings.data, new Date()) : null;

  return (
    <Card withBorder padding="md" data-testid="next-booking">
      <Title order={2} size="h4" mb="sm">
        Tu próxima reserva
      </Title>
      {bookings.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label="Cargando reservas" />
        </Center>
      ) : bookings.isError && !bookings.data ? (
        <Text c="red" size="sm">
          No se pudieron cargar las reservas.
        </Text>
      ) : next ? (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{`${next.courtId.type.toUpperCase()} - ${next.courtId.name}`}</Text>
            <Badge color={(STATUS[next.paymentStatus] ?? PENDING).color} variant="light">
              {(STATUS[next.paymentStatus] ?? PENDING).label}
            </Badge>
          </Group>
          <Text size="sm">{formatLongDate(next.dateBooked)}</Text>
          <Text size="sm">{`Hora: ${next.timeBooked}`}</Text>
          <Button
            component={Link}
            to={`/bookings/${next._id}`}
            variant="light"
            mt="xs"
            style={{ alignSelf: 'flex-start' }}
          >
            Ver reserva
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">No tienes reservas próximas.</Text>
          <Button component={Link} to="/courts" variant="light">
            Reservar pista
          </Button>
        </Stack>
      )}
    </Card>
  );
}
