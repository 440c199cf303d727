import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context.ts';
import { useT } from '@/i18n/react.tsx';

function NotFound() {
  const t = useT();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Title order={1} size="h2">
          {t('common.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('common.notFoundText')}</Text>
        <Anchor component={Link} to="/home">
          {t('common.backHome')}
        </Anchor>
      </Stack>
    </Center>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});
