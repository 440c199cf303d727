import { Title } from '@mantine/core';

/** The account page's Monedero tab; built with the money issue. */
export function WalletTab() {
  return (
    <Title order={2} size="h3">
      Monedero
    </Title>
  );
}
