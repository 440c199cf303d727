import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { ADMIN_ENTRIES, ADMIN_NAVBAR_BREAKPOINT } from './nav-entries.ts';
import { useT } from '@/i18n/react.tsx';

/** Admin screens show the admin's areas beside the page on a desktop. */
export function showsAdminNavbar(admin: boolean, pathname: string): boolean {
  return admin && (pathname === '/admin' || pathname.startsWith('/admin/'));
}

/**
 * The admin's areas as a side navigation (AppShell's `nav`), always in view on a desktop: links,
 * not the drawer's delayed buttons, the current area marked for assistive technology. Below the
 * breakpoint it is not merely off screen but gone, so a phone's screen reader and keyboard meet
 * only the drawer.
 */
export function AdminNavbar() {
  const t = useT();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <AppShell.Navbar
      visibleFrom={ADMIN_NAVBAR_BREAKPOINT}
      aria-labelledby="admin-navbar-title"
      p="sm"
    >
      <Text id="admin-navbar-title" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {t('common.administration')}
      </Text>
      <ScrollArea>
        {ADMIN_ENTRIES.map((entry) => {
          const current = pathname === entry.to;
          return (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={t(entry.labelKey)}
              leftSection={<entry.icon size={18} aria-hidden />}
              active={current}
              aria-current={current ? 'page' : undefined}
              activeOptions={{ exact: true }}
            />
          );
        })}
      </ScrollArea>
    </AppShell.Navbar>
  );
}
