import { Title } from '@mantine/core';

/** The heading every page starts with. */
export function PageTitle({ children }: { children: string }) {
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
