import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastCloseButton } from '@/lib/feedback.tsx';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { t } from '@/i18n/index.ts';

const NOTIFICATION_ID = 'pwa-update';
/** How often an open app asks the server for a new version (the SW file is never cached). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, offers it in a notification
 * that stays until acted on. The new version takes over only when the member presses
 * 'Actualizar', so the app never reloads itself in the middle of a form.
 */
export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: NOTIFICATION_ID,
      title: t('common.updateTitle'),
      autoClose: false,
      withCloseButton: true,
      closeButtonProps: toastCloseButton(),
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{t('common.updateHint')}</Text>
          <Button
            size="xs"
            onClick={() => {
              notifications.hide(NOTIFICATION_ID);
              void updateServiceWorker(true);
            }}
          >
            {t('common.update')}
          </Button>
        </Group>
      ),
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
