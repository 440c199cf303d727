import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Where members write to the club; set VITE_CLUB_CONTACT_EMAIL at build time. */
export const CLUB_CONTACT_EMAIL: string =
  import.meta.env.VITE_CLUB_CONTACT_EMAIL || 'info@club.local';

/** Spec 'Payment cancelled': nothing was charged, try again, or ask the club. */
export function PaymentCancelPage() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Group gap="sm">
          <IconCircleX size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            Pago Cancelado
          </Title>
        </Group>
        <Text>
          El pago no se ha completado y no se ha realizado ningún cargo en tu tarjeta. Puedes volver
          a intentarlo cuando quieras.
        </Text>
        <Group>
          <Button renderRoot={(props) => <Link to="/" {...props} />}>Volver a Intentar</Button>
        </Group>
        <Text size="sm" c="dimmed">
          ¿Tienes algún problema con el pago? Escríbenos a{' '}
          <Anchor href={`mailto:${CLUB_CONTACT_EMAIL}`}>{CLUB_CONTACT_EMAIL}</Anchor> y te
          ayudaremos.
        </Text>
      </Stack>
    </Container>
  );
}
