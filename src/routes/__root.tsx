import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context.ts';
import { currentLanguage, loadCatalogue, MEMBER_NAMESPACES } from '@/i18n/index.ts';
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

/**
 * The page's title and description in the language shown: index.html keeps the Spanish ones for
 * crawlers and the first paint, and they follow the language once the app runs. The door's page
 * names itself (door.pageTitle, features/door/early.ts).
 */
function Root() {
  const t = useT();
  const door = useLocation({ select: (location) => location.pathname.startsWith('/unlock') });
  useEffect(() => {
    if (door) return;
    document.title = t('common.appTitle');
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('common.appDescription'));
  }, [t, door]);
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The catalogue of the language shown, before any screen but the first route (the login), which
  // renders with its own namespaces only; the admin's come with the admin's screens (decision 089).
  beforeLoad: ({ location }) =>
    location.pathname === '/' ? undefined : loadCatalogue(currentLanguage(), MEMBER_NAMESPACES),
  component: Root,
  notFoundComponent: NotFound,
});
