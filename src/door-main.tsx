import '@/app/global-styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appSession } from '@/app/session.ts';
import { memberTheme, visitorTheme } from '@/app/theme.ts';
import { isMemberRole } from '@/domain/roles.ts';
import { activateLanguage, DOOR_NAMESPACES, initialLanguage } from '@/i18n/index.ts';
import { LanguageProvider } from '@/i18n/react.tsx';
import { UnlockPage } from '@/features/door/components/unlock-page.tsx';

/**
 * The door page opened directly (see main.tsx; unlock.html loads it after its early script,
 * door-early.ts): the page alone, no shell, no router. It draws over the early page the same
 * layout, showing a press made there (features/door/press.ts). A visitor who is not signed in
 * goes to the login, which comes back here.
 */
function toLogin(): void {
  window.location.replace('/?redirect=%2Funlock');
}

/**
 * The session is gone: what the app kept of it on this device goes too (as the app's logout
 * does), then on to the login. Loaded only then, to keep the page small.
 */
function sessionLost(): void {
  appSession.clear();
  void import('@/app/persist.ts')
    .then(({ clearPersistedCache }) => clearPersistedCache())
    .finally(toLogin);
}

function render(): void {
  const user = appSession.user;
  const theme = isMemberRole(user?.role) ? memberTheme : visitorTheme;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <LanguageProvider>
          <MantineProvider theme={theme}>
            <UnlockPage memberName={user?.name ?? ''} onSessionLost={sessionLost} />
          </MantineProvider>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

// A member signed in on this device sees the button at once (also offline); the server's answer
// on the session follows, and a session it no longer knows goes to the login.
const checked = appSession.ensureReady();
const language = activateLanguage(initialLanguage(), DOOR_NAMESPACES);
if (appSession.user) {
  void language.then(render);
  void checked.then((user) => (user ? undefined : sessionLost()));
} else {
  void Promise.all([checked, language]).then(([user]) => (user ? render() : toLogin()));
}
