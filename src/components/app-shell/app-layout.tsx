import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { User } from '@/api/users.ts';
import { isAdminRole, isMemberRole } from '@/domain/roles.ts';
import { FullPageLoader } from '../full-page-loader.tsx';
import { AnnouncementMarquee } from './announcement-marquee.tsx';
import { AppBar } from './app-bar.tsx';
import { AppDrawer } from './app-drawer.tsx';

/** The logged-in frame: marquee, app bar, drawer, and the page below. */
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
  if (!user) return <FullPageLoader />;
  const member = isMemberRole(user.role);
  return (
    <AppShell header={{ height: 90 }} padding="md">
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
      <AppDrawer opened={drawerOpened} onClose={drawer.close} admin={isAdminRole(user.role)} />
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
