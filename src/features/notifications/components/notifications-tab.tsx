import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notificationPreferencesQueryOptions } from '../api/preferences.ts';
import { DevicePushCard } from './device-push-card.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { useT } from '@/i18n/react.tsx';

/** The profile's 'Notificaciones' tab: this device on or off, and what the member wants told. */
export function NotificationsTab() {
  const t = useT();
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const saved = preferences.data?.preferences;
  return (
    <Stack gap="md">
      <DevicePushCard devices={preferences.data?.devices} />
      {saved ? (
        // Keyed by what was saved: after a save the form restarts from the server's values.
        <PreferencesForm key={JSON.stringify(saved)} saved={saved} />
      ) : preferences.isError ? (
        <Text c="red">{t('notifications.loadFailed')}</Text>
      ) : (
        <Center py="md">
          <Loader aria-label={t('notifications.loading')} />
        </Center>
      )}
    </Stack>
  );
}
