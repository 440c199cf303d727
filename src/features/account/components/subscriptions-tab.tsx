import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { HTTPError } from 'ky';
import { useState } from 'react';
import type { Subscription } from '@/api/users.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { holdsMembership } from '@/domain/subscriptions.ts';
import { useOnline } from '@/lib/online.ts';
import { useSession, useSessionUser } from '@/lib/session.tsx';
import { cancelSubscription, reactivateSubscription } from '../api/subscriptions.ts';
import { SubscriptionCard } from './subscription-card.tsx';

const MESSAGES = {
  cancel: {
    done: 'Suscripción cancelada.',
    failed: 'Error al cancelar la suscripción.',
    unexpected: 'Error inesperado al cancelar la suscripción',
  },
  reactivate: {
    done: 'Suscripción reactivada.',
    failed: 'Error al reactivar la suscripción.',
    unexpected: 'Error inesperado al reactivar la suscripción',
  },
} as const;

/** The account page's Suscripciones tab ('Detalles de las Suscripciones'). */
export function SubscriptionsTab() {
  const session = useSession();
  const user = useSessionUser();
  const online = useOnline();
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const subscriptions = user?.subscriptions ?? [];
  const now = new Date();

  const run = async (action: 'cancel' | 'reactivate', subscription: Subscription) => {
    const texts = MESSAGES[action];
    setBusyId(subscription.id);
    try {
      const call = action === 'cancel' ? cancelSubscription : reactivateSubscription;
      const { success } = await call({ subscriptionId: subscription.id });
      if (!success) {
        notifications.show({ color: 'red', message: texts.failed });
        return;
      }
      // Spec section 4: shown at once ('cancel' / 'active'); the server's userUpdated follows.
      const status = action === 'cancel' ? 'cancel' : 'active';
      const current = session.user;
      if (current) {
        session.mergeUser({
          id: current.id,
          subscriptions: current.subscriptions.map((s) =>
            s.id === subscription.id ? { ...s, status } : s,
          ),
        });
      }
      notifications.show({ color: 'green', message: texts.done });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof HTTPError ? texts.failed : texts.unexpected,
      });
    } finally {
      setBusyId(null);
      setConfirming(null);
    }
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        Detalles de las Suscripciones
      </Title>
      {!holdsMembership(subscriptions, now) && (
        <Stack gap="xs" align="flex-start">
          <Text>No tienes una suscripción de socio activa.</Text>
          <Button renderRoot={(props) => <Link to="/membership" {...props} />}>Hazte Socio</Button>
        </Stack>
      )}
      {subscriptions.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          now={now}
          online={online}
          busy={busyId === subscription.id}
          onCancel={() => setConfirming(subscription)}
          onReactivate={() => void run('reactivate', subscription)}
        />
      ))}
      <ConfirmDialog
        opened={confirming !== null}
        title="Cancelar Suscripción"
        message="¿Estás seguro de que deseas cancelar esta suscripción?"
        confirmLabel="Cancelar Suscripción"
        cancelLabel="Volver"
        mode="cancel"
        busy={confirming !== null && busyId === confirming.id}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void run('cancel', confirming)}
      />
    </Stack>
  );
}
