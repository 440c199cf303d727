import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isMemberRole } from '@/domain/roles.ts';
import { SessionProvider, useSessionUser, type SessionStore } from '@/lib/session.tsx';
import { appSession } from './session.ts';
import { memberTheme, visitorTheme } from './theme.ts';

/** Members and everyone else see different themes (spec: route guard and theme). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return (
    <MantineProvider theme={isMemberRole(user?.role) ? memberTheme : visitorTheme}>
      <Notifications position="top-right" autoClose={5000} />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({
  queryClient,
  session = appSession,
  children,
}: {
  queryClient: QueryClient;
  session?: SessionStore;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={session}>
        <ThemedMantine>{children}</ThemedMantine>
      </SessionProvider>
    </QueryClientProvider>
  );
}
