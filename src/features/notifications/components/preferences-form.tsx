import { Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  notificationPreferencesSchema,
  type NotificationPreferencesBody,
} from '@/api/notifications.ts';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  REMINDER_MINUTES_MAX,
  REMINDER_MINUTES_MIN,
  type NotificationPreferences,
} from '@/domain/notifications.ts';
import { failureMessage } from '@/lib/failures.ts';
import { useT } from '@/i18n/react.tsx';
import { contractForm, numberOrNull } from '@/lib/form-errors.ts';
import { SAVE_FAILED, useSaveNotificationPreferences } from '../api/preferences.ts';
import { TimeField } from '@/components/time-field.tsx';
import { FormActions } from '@/components/dialog-actions.tsx';

/** The saved preferences, the reminder as the NumberInput holds it. */
type Values = Omit<NotificationPreferences, 'reminderMinutes'> & {
  reminderMinutes: number | string;
};

const bodyOf = (values: Values): NotificationPreferencesBody => ({
  ...values,
  reminderMinutes: numberOrNull(values.reminderMinutes) as number,
});

/**
 * Which kinds the member wants, the reminder's advance and the quiet hours. Checked with the
 * contract's schema before sending; the server's refusal is shown under the form as it says it.
 */
export function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const t = useT();
  const { kinds, reminderMinutes, quietStart, quietEnd } = saved;
  const initialValues: Values = { kinds, reminderMinutes, quietStart, quietEnd };
  const form = useForm({
    initialValues,
    ...contractForm(notificationPreferencesSchema, bodyOf),
  });
  const save = useSaveNotificationPreferences();

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="push-preferences-title">
      <Title order={2} size="h4" mb="xs" id="push-preferences-title">
        {t('notifications.preferencesTitle')}
      </Title>
      <form onSubmit={form.onSubmit((body) => save.mutate(body))} noValidate>
        <Stack gap="sm">
          {NOTIFICATION_KINDS.map((kind) => (
            <Switch
              key={kind}
              label={t(NOTIFICATION_KIND_LABELS[kind])}
              {...form.getInputProps(`kinds.${kind}`, { type: 'checkbox' })}
            />
          ))}
          <NumberInput
            label={t('notifications.reminderMinutes')}
            description={t('notifications.reminderRange', {
              min: REMINDER_MINUTES_MIN,
              max: REMINDER_MINUTES_MAX,
            })}
            min={REMINDER_MINUTES_MIN}
            max={REMINDER_MINUTES_MAX}
            step={5}
            allowDecimal={false}
            // Said, not silently corrected: the member sees why 10 is not taken.
            clampBehavior="none"
            {...form.getInputProps('reminderMinutes')}
          />
          <Text size="sm" fw={500}>
            {t('notifications.quietHours')}
          </Text>
          <Group grow>
            <TimeField label={t('notifications.quietFrom')} {...form.getInputProps('quietStart')} />
            <TimeField label={t('notifications.quietUntil')} {...form.getInputProps('quietEnd')} />
          </Group>
          {save.isError && (
            <Text size="sm" c="red" role="alert">
              {failureMessage(save.error, t(SAVE_FAILED))}
            </Text>
          )}
          <FormActions busy={save.isPending} submitLabel={t('notifications.save')} />
        </Stack>
      </form>
    </Card>
  );
}
