import { Button, Card, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { CheckoutSessionBooking } from '@/api/payments.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { checkoutSessionQueryOptions } from '../api/payments.ts';
import { PaymentResult } from './payment-result.tsx';

type BookingPlayer = CheckoutSessionBooking['players'][number];

/** Spec 'Payment completed': a member by name or 'Jugador Socio'; a guest by name, e-mail or N/A. */
export function playerLabel(player: BookingPlayer): string {
  if (player.isMember) return player.memberId?.name || 'Jugador Socio';
  return player.nonMemberName || player.nonMemberEmail || 'N/A';
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function BookingCard({ booking }: { booking: CheckoutSessionBooking }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="success-booking">
      <Title order={2} size="h4" mb="sm">
        Detalles de la Reserva
      </Title>
      <Stack gap={4}>
        <Row label="Fecha" value={formatLongDate(booking.dateBooked)} />
        <Row label="Hora" value={booking.timeBooked} />
        <Row
          label="Pista"
          value={`${booking.courtId.type.toUpperCase()} - ${booking.courtId.name}`}
        />
        <Text fw={600} mt="xs">
          Jugadores:
        </Text>
        <List size="sm">
          {booking.players.map((player, index) => (
            <List.Item key={index}>{playerLabel(player)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/** The page a card payment link returns to: what was paid and, for a booking, what was booked. */
export function PaymentSuccessPage({ sessionId }: { sessionId: string | undefined }) {
  const session = useQuery({
    ...checkoutSessionQueryOptions(sessionId ?? ''),
    enabled: Boolean(sessionId),
  });

  // Spec section 8: a failed session fetch is only logged; the page shows N/A instead.
  useEffect(() => {
    if (session.isError) console.warn('No se pudo obtener la sesión de pago.', session.error);
  }, [session.isError, session.error]);

  if (sessionId && session.isPending) {
    return (
      <Center mih="60vh" role="status">
        <Loader size="lg" aria-label="Cargando pago" />
      </Center>
    );
  }

  const details = session.data?.session;
  const booking = session.data?.booking ?? null;
  const total =
    typeof details?.amount_total === 'number'
      ? formatEurosInSpanish(details.amount_total / 100)
      : 'N/A';

  return (
    <PaymentResult
      icon={<IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />}
      title="Pago Completado"
    >
      <Text>¡Gracias por tu pago! La transacción se ha completado correctamente.</Text>
      <Card withBorder radius="md" padding="lg" data-testid="success-payment">
        <Title order={2} size="h4" mb="sm">
          Detalles del Pago
        </Title>
        <Stack gap={4}>
          <Row label="Nombre" value={details?.customer_details.name || 'N/A'} />
          <Row label="Email" value={details?.customer_details.email || 'N/A'} />
          <Row label="Total pagado" value={total} />
        </Stack>
      </Card>
      {booking && <BookingCard booking={booking} />}
      <Text>¡Bienvenido al club! Nos vemos en la pista.</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/home" {...props} />}>Ir al inicio</Button>
      </Group>
    </PaymentResult>
  );
}
