import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context.ts';

function NotFound() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Title order={1} size="h2">
          Página no encontrada
        </Title>
        <Text c="dimmed">La dirección no existe o ya no está disponible.</Text>
        <Anchor component={Link} to="/home">
          Volver al inicio
        </Anchor>
      </Stack>
    </Center>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});
