import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OnlineButton } from '@/components/online-button.tsx';
import { useSubscribeDevice, useUnsubscribeDevice } from '../api/subscriptions.ts';
import { vapidKeyQueryOptions } from '../api/vapid-key.ts';
import { usePushDevice } from './use-push-device.ts';
import { useT } from '@/i18n/react.tsx';

/** This device on or off: the permission is asked only when the member presses 'Activar'. */
export function DevicePushCard({ devices }: { devices: number | undefined }) {
  const t = useT();
  const { support, subscribed, refresh } = usePushDevice();
  const key = useQuery({ ...vapidKeyQueryOptions(), enabled: support !== 'unsupported' });
  const subscribe = useSubscribeDevice();
  const unsubscribe = useUnsubscribeDevice();

  let body;
  if (support === 'unsupported') {
    body = <Text size="sm">{t('notifications.unsupported')}</Text>;
  } else if (support === 'denied') {
    body = <Text size="sm">{t('notifications.denied')}</Text>;
  } else if (subscribed === null) {
    body = <Loader size="sm" aria-label={t('notifications.checkingDevice')} />;
  } else if (subscribed) {
    body = (
      <Group justify="space-between">
        <Text size="sm">{t('notifications.deviceReceives')}</Text>
        <OnlineButton
          variant="default"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(undefined, { onSettled: refresh })}
        >
          {t('notifications.turnOffDevice')}
        </OnlineButton>
      </Group>
    );
  } else {
    body = (
      <Group justify="space-between">
        <Text size="sm">{t('notifications.deviceDoesNotReceive')}</Text>
        <OnlineButton
          loading={subscribe.isPending}
          disabled={!key.data}
          onClick={() => key.data && subscribe.mutate(key.data, { onSettled: refresh })}
        >
          {t('notifications.turnOnDevice')}
        </OnlineButton>
      </Group>
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="push-device-title">
      <Title order={2} size="h4" mb="xs" id="push-device-title">
        {t('notifications.thisDevice')}
      </Title>
      {body}
      {devices !== undefined && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('notifications.devices', { count: devices })}
        </Text>
      )}
      {key.isError && support !== 'unsupported' && (
        <Text size="sm" c="red" mt="xs">
          {t('notifications.keyFailed')}
        </Text>
      )}
    </Card>
  );
}
