import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { OnlineButton } from '@/components/online-button.tsx';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { calendarFeedQueryOptions, useRenewCalendarFeed } from '../api/calendar-feed.ts';

/** The personal calendar feed: a URL a phone's calendar subscribes to, and a way to renew it. */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQueryOptions());
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notifySuccess('Enlace copiado al portapapeles.'),
      () => notifyError('No se pudo copiar el enlace.'),
    );

  return (
    <Card withBorder padding="md" mt="md" component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} size="h4" mb="xs" id="calendar-feed-title">
        Calendario de reservas
      </Title>
      <Text size="sm" mb="sm">
        Suscribe el calendario de tu móvil a este enlace para ver tus próximas reservas, también
        aquellas en las que juegas. No lo compartas: quien lo tenga verá tus reservas.
      </Text>
      {feed.isPending && feed.fetchStatus !== 'idle' ? (
        <Loader size="sm" aria-label="Cargando enlace del calendario" />
      ) : feed.data ? (
        <Stack gap="xs">
          <TextInput label="Enlace del calendario" value={feed.data} readOnly />
          <Group gap="sm">
            <Button variant="light" onClick={() => void copy(feed.data)}>
              Copiar enlace
            </Button>
            <OnlineButton variant="default" color="red" onClick={() => setConfirming(true)}>
              Renovar enlace
            </OnlineButton>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          El enlace del calendario no está disponible sin conexión.
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Renovar enlace del calendario"
        message="El enlace actual dejará de funcionar en los calendarios suscritos. ¿Continuar?"
        confirmLabel="Renovar"
        mode="delete"
        busy={renew.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => renew.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
