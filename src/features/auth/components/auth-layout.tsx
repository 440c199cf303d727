import { Box, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallTennis } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '@/i18n/react.tsx';

/** The public screens' frame: the club's mark over a narrow column. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Container size={420} py="xl">
      <Box ta="center" mb="lg">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBallTennis size={34} />
        </ThemeIcon>
        <Text fw={700} size="lg" mt="xs">
          {t('auth.clubName')}
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

/** A public screen that is one form: the heading, the form in the card, and what follows it. */
export function AuthFormPage({
  title,
  onSubmit,
  after,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  after: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthLayout>
      <AuthCard title={title}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>{children}</Stack>
        </form>
        {after}
      </AuthCard>
    </AuthLayout>
  );
}
