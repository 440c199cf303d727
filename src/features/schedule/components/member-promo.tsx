import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Shown to non-members on the schedule. */
export function MemberPromo() {
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-yellow-light)">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          ¡Hazte socio y desbloquea beneficios exclusivos!
        </Title>
        <Text size="sm">
          Como socio podrás reservar pistas hasta con 7 días de antelación, disfrutar de mejores
          precios y acceder a promociones exclusivas.
        </Text>
        <Button component={Link} to="/membership" color="yellow" autoContrast>
          Únete ahora
        </Button>
      </Stack>
    </Paper>
  );
}
