import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Subscription } from '@/api/users.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { holdsMembership } from '@/domain/subscriptions.ts';
import { useOnline } from '@/lib/online.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useCancelSubscription, useReactivateSubscription } from '../api/subscriptions.ts';
import { SubscriptionCard } from './subscription-card.tsx';
import { useT } from '@/i18n/react.tsx';

/** The account page's Suscripciones tab ('Detalles de las Suscripciones'). */
export function SubscriptionsTab() {
  const t = useT();
  const user = useSessionUser();
  const online = useOnline();
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();

  const subscriptions = user?.subscriptions ?? [];
  const now = new Date();
  const busy = (id: string) =>
    [cancel, reactivate].some((m) => m.isPending && m.variables?.subscriptionId === id);

  // The confirm dialog closes once the server has answered, whatever the answer.
  const cancelConfirmed = (subscription: Subscription) =>
    cancel.mutate({ subscriptionId: subscription.id }, { onSettled: () => setConfirming(null) });

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('account.subscriptionsTitle')}
      </Title>
      {!holdsMembership(subscriptions, now) && (
        <Stack gap="xs" align="flex-start">
          <Text>{t('account.noMembership')}</Text>
          <Button renderRoot={(props) => <Link to="/membership" {...props} />}>
            {t('account.becomeMember')}
          </Button>
        </Stack>
      )}
      {subscriptions.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          now={now}
          online={online}
          busy={busy(subscription.id)}
          onCancel={() => setConfirming(subscription)}
          onReactivate={() => reactivate.mutate({ subscriptionId: subscription.id })}
        />
      ))}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('account.cancelSubscription')}
        message={t('account.cancelSubscriptionConfirm')}
        confirmLabel={t('account.cancelSubscription')}
        cancelLabel={t('account.back')}
        mode="cancel"
        busy={confirming !== null && busy(confirming.id)}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && cancelConfirmed(confirming)}
      />
    </Stack>
  );
}
