import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Subscription } from '@/api/users.ts';
import {
  subscriptionDisplay,
  subscriptionStatusLabel,
  subscriptionTypeLabel,
} from '@/domain/subscriptions.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { NEEDS_CONNECTION_KEY } from '@/lib/online.ts';
import { useT } from '@/i18n/react.tsx';

/** One subscription: type, status in its colour, next renewal, and Cancelar or Reactivar. */
export function SubscriptionCard({
  subscription,
  now,
  online,
  busy,
  onCancel,
  onReactivate,
}: {
  subscription: Subscription;
  now: Date;
  online: boolean;
  busy: boolean;
  onCancel: () => void;
  onReactivate: () => void;
}) {
  const t = useT();
  const display = subscriptionDisplay(subscription.status, subscription.currentPeriodEnd, now);
  const end = subscription.currentPeriodEnd ? formatLongDate(subscription.currentPeriodEnd) : '';
  const status = t(subscriptionStatusLabel(display.kind, end));
  // Only a running subscription renews; a cancelled one ends on that date instead.
  const renewal = display.kind === 'active' && end ? end : t('account.notApplicable');

  const actionButton = (label: string, color: string, onClick: () => void) => (
    <Tooltip label={t(NEEDS_CONNECTION_KEY)} disabled={online}>
      <Button
        color={color}
        variant="light"
        loading={busy}
        data-disabled={!online || undefined}
        onClick={() => online && onClick()}
      >
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <Card withBorder radius="md" padding="md" data-testid="subscription-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{t(subscriptionTypeLabel(subscription.type))}</Text>
          <Badge
            color={display.color}
            variant="light"
            size="lg"
            tt="none"
            data-color={display.color}
          >
            {status}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={500}>
            {t('account.nextRenewal')}
          </Text>{' '}
          {renewal}
        </Text>
        {display.action && (
          <Group justify="flex-end">
            {display.action === 'cancel'
              ? actionButton(t('account.cancelSubscriptionShort'), 'red', onCancel)
              : actionButton(t('account.reactivate'), 'green', onReactivate)}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
