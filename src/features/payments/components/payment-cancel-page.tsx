import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PaymentResult } from './payment-result.tsx';

/** Where members write to the club; set VITE_CLUB_CONTACT_EMAIL at build time. */
export const CLUB_CONTACT_EMAIL: string =
  import.meta.env.VITE_CLUB_CONTACT_EMAIL || 'info@club.local';

/** Spec 'Payment cancelled': nothing was charged, try again, or ask the club. */
export function PaymentCancelPage() {
  return (
    <PaymentResult
      icon={<IconCircleX size={40} color="var(--mantine-color-red-6)" aria-hidden />}
      title="Pago Cancelado"
    >
      <Text>
        El pago no se ha completado y no se ha realizado ningún cargo en tu tarjeta. Puedes volver a
        intentarlo cuando quieras.
      </Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Volver a Intentar</Button>
      </Group>
      <Text size="sm" c="dimmed">
        ¿Tienes algún problema con el pago? Escríbenos a{' '}
        {/* Underlined: in running text a link must differ by more than its colour. */}
        <Anchor href={`mailto:${CLUB_CONTACT_EMAIL}`} underline="always">
          {CLUB_CONTACT_EMAIL}
        </Anchor>{' '}
        y te ayudaremos.
      </Text>
    </PaymentResult>
  );
}
