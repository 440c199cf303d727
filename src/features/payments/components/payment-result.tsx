import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the pages a card payment returns to: an icon beside the heading, then the page. */
export function PaymentResult({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Group gap="sm">
          {icon}
          <Title order={1} size="h2">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
