import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, memo, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { isMemberRole } from '@/domain/roles.ts';
import { LanguageProvider } from '@/i18n/react.tsx';
import { SessionProvider, useSessionUser, type SessionStore } from '@/lib/session.tsx';
import { appSession } from './session.ts';
import { memberTheme, visitorTheme } from './theme.ts';

/** Members and everyone else see different themes (spec: route guard and theme). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return (
    <MantineRoot theme={isMemberRole(user?.role) ? memberTheme : visitorTheme}>
      {children}
    </MantineRoot>
  );
}

/**
 * Rendered again only when the theme changes: MantineProvider gives every Mantine component a new
 * context at each render, so a session update (the check at start-up, a profile change) would
 * otherwise render the whole page again, synchronously (most of Lighthouse's blocking time).
 */
const MantineRoot = memo(function MantineRoot({
  theme,
  children,
}: {
  theme: MantineThemeOverride;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme}>
      <LateNotifications />
      {children}
    </MantineProvider>
  );
});

/** Its own chunk: the container and its transitions are not needed for the first screen. */
const Notifications = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.Notifications })),
);

/**
 * The toasts' container, loaded and mounted after the first screen, in a transition: it was a
 * fifth of the first render's work, and nothing is shown in it before then (a toast asked for
 * earlier is kept by its store and appears when it mounts).
 */
function LateNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={5000} />
    </Suspense>
  ) : null;
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
        <LanguageProvider>
          <ThemedMantine>{children}</ThemedMantine>
        </LanguageProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
