import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Subscription } from '@/api/users.ts';
import {
  subscriptionDisplay,
  subscriptionStatusLabel,
  subscriptionTypeLabel,
} from '@/domain/subscriptions.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { t } from '@/i18n/index.ts';
import { NEEDS_CONNECTION_KEY } from '@/lib/online.ts';

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
  const display = subscriptionDisplay(subscription.status, subscription.currentPeriodEnd, now);
  const end = subscription.currentPeriodEnd ? formatLongDate(subscription.currentPeriodEnd) : '';
  const status = subscriptionStatusLabel(display.kind, end);
  // Only a running subscription renews; a cancelled one ends on that date instead.
  const renewal = display.kind === 'active' && end ? end : 'N/A';

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
          <Text fw={700}>{subscriptionTypeLabel(subscription.type)}</Text>
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
            Próxima renovación:
          </Text>{' '}
          {renewal}
        </Text>
        {display.action && (
          <Group justify="flex-end">
            {display.action === 'cancel'
              ? actionButton('Cancelar', 'red', onCancel)
              : actionButton('Reactivar', 'green', onReactivate)}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
