import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '@/i18n/react.tsx';
import {
  ADMIN_ENTRIES,
  DRAWER_NAVIGATION_DELAY_MS,
  DRAWER_WIDTH,
  MAIN_ENTRIES,
  type NavEntry,
} from './nav-entries.ts';

/** The side drawer: the member's entries, and the admin section for admins only. */
export function AppDrawer({
  opened,
  onClose,
  admin,
}: {
  opened: boolean;
  onClose: () => void;
  admin: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (entry: NavEntry) => {
    onClose();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate({ to: entry.to }), DRAWER_NAVIGATION_DELAY_MS);
  };

  const link = (entry: NavEntry) => (
    <NavLink
      key={entry.to}
      component="button"
      type="button"
      label={t(entry.labelKey)}
      active={pathname === entry.to}
      onClick={() => go(entry)}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={t('common.menu')}
      padding="sm"
    >
      <nav aria-label={t('common.mainMenu')}>
        <Stack gap={0}>{MAIN_ENTRIES.map(link)}</Stack>
        {admin && (
          <section aria-label={t('common.administration')}>
            <Divider my="sm" />
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {t('common.administration')}
            </Text>
            <Stack gap={0}>{ADMIN_ENTRIES.map(link)}</Stack>
          </section>
        )}
      </nav>
    </Drawer>
  );
}
