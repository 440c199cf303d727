import { Title } from '@mantine/core';

/** The account page's Suscripciones tab; built with the money issue. */
export function SubscriptionsTab() {
  return (
    <Title order={2} size="h3">
      Suscripciones
    </Title>
  );
}
