import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { User } from '@/api/users.ts';
import { isAdminRole, isMemberRole } from '@/domain/roles.ts';
import { FullPageLoader } from '../full-page-loader.tsx';
import { AdminNavbar, showsAdminNavbar } from './admin-navbar.tsx';
import { AnnouncementMarquee } from './announcement-marquee.tsx';
import { AppBar } from './app-bar.tsx';
import { AppDrawer } from './app-drawer.tsx';
import { ADMIN_NAVBAR_BREAKPOINT, ADMIN_NAVBAR_WIDTH } from './nav-entries.ts';

/**
 * The logged-in frame: marquee, app bar, drawer, and the page below; on admin screens from 1,200
 * px the admin's areas stand in a side navigation too (phones keep only the drawer).
 */
export function AppLayout({
  user,
  announcements,
  onLogout,
  children,
}: {
  user: User | null;
  announcements: string[];
  onLogout: () => void;
  children: ReactNode;
}) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  if (!user) return <FullPageLoader />;
  const member = isMemberRole(user.role);
  const admin = isAdminRole(user.role);
  const navbar = showsAdminNavbar(admin, pathname);
  return (
    <AppShell
      header={{ height: 90 }}
      navbar={
        navbar
          ? {
              width: ADMIN_NAVBAR_WIDTH,
              breakpoint: ADMIN_NAVBAR_BREAKPOINT,
              collapsed: { mobile: true },
            }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <AnnouncementMarquee announcements={announcements} member={member} />
        <AppBar
          user={user}
          member={member}
          drawerOpened={drawerOpened}
          onToggleDrawer={drawer.toggle}
          onLogout={onLogout}
        />
      </AppShell.Header>
      {navbar && <AdminNavbar />}
      <AppDrawer opened={drawerOpened} onClose={drawer.close} admin={admin} />
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
