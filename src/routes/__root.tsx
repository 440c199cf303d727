import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import { usePageTexts } from '@/app/page-texts.ts';
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

/** The app's pages: their title and description follow the language (page-texts.ts). */
function Root() {
  const door = useLocation({ select: (location) => location.pathname.startsWith('/unlock') });
  usePageTexts(door);
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
