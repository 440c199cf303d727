import { Box, Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallTennis } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The public screens' frame: the club's mark over a narrow column. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Container size={420} py="xl">
      <Box ta="center" mb="lg">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBallTennis size={34} />
        </ThemeIcon>
        <Text fw={700} size="lg" mt="xs">
          Club de Tenis y Pádel
        </Text>
      </Box>
      {children}
    </Container>
  );
}

/** A public screen's heading and the card below it. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={1} size="h2" ta="center" mb="md">
        {title}
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {children}
      </Paper>
    </>
  );
}
