import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OnlineButton } from '@/components/online-button.tsx';
import { useSubscribeDevice, useUnsubscribeDevice } from '../api/subscriptions.ts';
import { vapidKeyQueryOptions } from '../api/vapid-key.ts';
import { usePushDevice } from './use-push-device.ts';

const UNSUPPORTED =
  'Este navegador no puede recibir avisos. En un iPhone, instala la app en la pantalla de inicio ' +
  'y ábrela desde allí.';
const DENIED =
  'Has bloqueado los avisos de esta app. Para recibirlos, permítelos en los ajustes del navegador.';

/** This device on or off: the permission is asked only when the member presses 'Activar'. */
export function DevicePushCard({ devices }: { devices: number | undefined }) {
  const { support, subscribed, refresh } = usePushDevice();
  const key = useQuery({ ...vapidKeyQueryOptions(), enabled: support !== 'unsupported' });
  const subscribe = useSubscribeDevice();
  const unsubscribe = useUnsubscribeDevice();

  let body;
  if (support === 'unsupported') {
    body = <Text size="sm">{UNSUPPORTED}</Text>;
  } else if (support === 'denied') {
    body = <Text size="sm">{DENIED}</Text>;
  } else if (subscribed === null) {
    body = <Loader size="sm" aria-label="Comprobando este dispositivo" />;
  } else if (subscribed) {
    body = (
      <Group justify="space-between">
        <Text size="sm">Este dispositivo recibe tus avisos.</Text>
        <OnlineButton
          variant="default"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(undefined, { onSettled: refresh })}
        >
          Desactivar en este dispositivo
        </OnlineButton>
      </Group>
    );
  } else {
    body = (
      <Group justify="space-between">
        <Text size="sm">Este dispositivo no recibe avisos.</Text>
        <OnlineButton
          loading={subscribe.isPending}
          disabled={!key.data}
          onClick={() => key.data && subscribe.mutate(key.data, { onSettled: refresh })}
        >
          Activar en este dispositivo
        </OnlineButton>
      </Group>
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="push-device-title">
      <Title order={2} size="h4" mb="xs" id="push-device-title">
        Este dispositivo
      </Title>
      {body}
      {devices !== undefined && (
        <Text size="xs" c="dimmed" mt="xs">
          {devicesText(devices)}
        </Text>
      )}
      {key.isError && support !== 'unsupported' && (
        <Text size="sm" c="red" mt="xs">
          No se pudo preparar la suscripción. Inténtalo más tarde.
        </Text>
      )}
    </Card>
  );
}

function devicesText(devices: number): string {
  if (devices === 0) return 'Ningún dispositivo recibe tus avisos.';
  if (devices === 1) return '1 dispositivo recibe tus avisos.';
  return `${devices} dispositivos reciben tus avisos.`;
}
