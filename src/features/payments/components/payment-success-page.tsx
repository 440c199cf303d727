import { Button, Card, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { CheckoutSessionBooking } from '@/api/payments.ts';
import { formatEuros } from '@/lib/euros.ts';
import { t as translate } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';
import { formatLongDate } from '@/lib/dates.ts';
import { checkoutSessionQueryOptions } from '../api/payments.ts';
import { PaymentResult } from './payment-result.tsx';

type BookingPlayer = CheckoutSessionBooking['players'][number];

/** Spec 'Payment completed': a member by name or 'Jugador Socio'; a guest by name, e-mail or N/A. */
export function playerLabel(player: BookingPlayer): string {
  if (player.isMember) return player.memberId?.name || translate('payments.memberPlayer');
  return player.nonMemberName || player.nonMemberEmail || translate('payments.notAvailable');
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
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="success-booking">
      <Title order={2} size="h4" mb="sm">
        {t('payments.bookingDetails')}
      </Title>
      <Stack gap={4}>
        <Row label={t('payments.date')} value={formatLongDate(booking.dateBooked)} />
        <Row label={t('payments.time')} value={booking.timeBooked} />
        <Row
          label={t('payments.court')}
          value={`${booking.courtId.type.toUpperCase()} - ${booking.courtId.name}`}
        />
        <Text fw={600} mt="xs">
          {t('payments.players')}
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
  const t = useT();
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
        <Loader size="lg" aria-label={t('payments.loading')} />
      </Center>
    );
  }

  const details = session.data?.session;
  const booking = session.data?.booking ?? null;
  const total =
    typeof details?.amount_total === 'number'
      ? formatEuros(details.amount_total / 100)
      : t('payments.notAvailable');

  return (
    <PaymentResult
      icon={<IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />}
      title={t('payments.completedTitle')}
    >
      <Text>{t('payments.thanks')}</Text>
      <Card withBorder radius="md" padding="lg" data-testid="success-payment">
        <Title order={2} size="h4" mb="sm">
          {t('payments.paymentDetails')}
        </Title>
        <Stack gap={4}>
          <Row
            label={t('payments.name')}
            value={details?.customer_details.name || t('payments.notAvailable')}
          />
          <Row
            label={t('payments.email')}
            value={details?.customer_details.email || t('payments.notAvailable')}
          />
          <Row label={t('payments.totalPaid')} value={total} />
        </Stack>
      </Card>
      {booking && <BookingCard booking={booking} />}
      <Text>{t('payments.welcome')}</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/home" {...props} />}>
          {t('payments.goHome')}
        </Button>
      </Group>
    </PaymentResult>
  );
}
