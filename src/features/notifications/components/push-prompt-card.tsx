import { Button, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSubscribeDevice } from '../api/subscriptions.ts';
import { vapidKeyQueryOptions } from '../api/vapid-key.ts';
import { pushSupport } from '../push-device.ts';
import { useT } from '@/i18n/react.tsx';

/** Where 'Ahora no' is remembered, on this device. */
export const PUSH_PROMPT_DISMISSED_KEY = 'club:push-prompt-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The offer of reminders, drawn where a member's booking has just succeeded (the schedule hands
 * it this moment; docs/features/notifications.md): never on load, never once the browser's
 * permission is decided either way, never without push, and never again after 'Ahora no'.
 */
export function PushPromptCard() {
  const t = useT();
  // Read once: the card's own 'Activar' decides the permission, and the card then says thanks.
  const [shown, setShown] = useState(() => pushSupport() === 'default' && !dismissed());
  const key = useQuery({ ...vapidKeyQueryOptions(), enabled: shown });
  const subscribe = useSubscribeDevice();
  if (!shown) return null;

  const notNow = () => {
    try {
      localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: the card simply goes for now.
    }
    setShown(false);
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="push-prompt-title">
      <Text fw={600} id="push-prompt-title">
        {t('notifications.promptTitle')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('notifications.promptText')}
      </Text>
      <Group gap="sm">
        <Button
          loading={subscribe.isPending}
          disabled={!key.data}
          onClick={() =>
            key.data && subscribe.mutate(key.data, { onSettled: () => setShown(false) })
          }
        >
          {t('notifications.promptTurnOn')}
        </Button>
        <Button variant="default" onClick={notNow}>
          {t('notifications.promptNotNow')}
        </Button>
      </Group>
    </Card>
  );
}
