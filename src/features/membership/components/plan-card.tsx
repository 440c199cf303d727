import { Button, Card, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { MembershipPlan } from '@/domain/subscriptions.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import { NEEDS_CONNECTION_KEY } from '@/lib/online.ts';

export type PlanButtonState = 'selected' | 'loading' | 'select';

/**
 * Spec 'Membership': 'Seleccionado' on every plan (all disabled) while one is held, a spinner on
 * the plan being requested, otherwise 'Seleccionar'.
 */
export function planButtonState(
  plan: MembershipPlan['type'],
  current: MembershipPlan['type'] | null,
  requesting: MembershipPlan['type'] | null,
): PlanButtonState {
  if (current) return 'selected';
  if (requesting === plan) return 'loading';
  return 'select';
}

export function PlanCard({
  plan,
  state,
  busy,
  online,
  onSelect,
}: {
  plan: MembershipPlan;
  state: PlanButtonState;
  /** Another plan's request is running. */
  busy: boolean;
  online: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const disabled = state === 'selected' || busy;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid={`plan-${plan.type}`}>
      <Stack gap="sm" h="100%">
        <div>
          <Title order={2} size="h3">
            {t(plan.label)}
          </Title>
          <Text c="dimmed">{t(plan.description)}</Text>
        </div>
        <Text size="xl" fw={700}>
          {formatEuros(plan.priceEuros)}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            {t('membership.perMonth')}
          </Text>
        </Text>
        <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
          {plan.benefits.map((benefit) => (
            <List.Item key={benefit}>{t(benefit)}</List.Item>
          ))}
        </List>
        <Tooltip label={t(NEEDS_CONNECTION_KEY)} disabled={online || disabled}>
          <Button
            fullWidth
            loading={state === 'loading'}
            disabled={disabled}
            data-disabled={!online || undefined}
            onClick={() => online && onSelect()}
          >
            {state === 'selected' ? t('membership.selected') : t('membership.select')}
          </Button>
        </Tooltip>
      </Stack>
    </Card>
  );
}
