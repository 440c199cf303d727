import {
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
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
import { checkForm, numberOrNull, type FieldErrors } from '@/lib/form-errors.ts';
import { SAVE_FAILED, useSaveNotificationPreferences } from '../api/preferences.ts';

/**
 * Which kinds the member wants, the reminder's advance and the quiet hours. Checked with the
 * contract's schema before sending; the server's refusal is shown under the form as it says it.
 */
export function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [kinds, setKinds] = useState(saved.kinds);
  const [minutes, setMinutes] = useState<number | string>(saved.reminderMinutes);
  const [quietStart, setQuietStart] = useState(saved.quietStart);
  const [quietEnd, setQuietEnd] = useState(saved.quietEnd);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveNotificationPreferences();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: NotificationPreferencesBody = {
      kinds,
      reminderMinutes: numberOrNull(minutes) as number,
      quietStart,
      quietEnd,
    };
    const checked = checkForm(notificationPreferencesSchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.data);
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="push-preferences-title">
      <Title order={2} size="h4" mb="xs" id="push-preferences-title">
        Qué avisos recibir
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {NOTIFICATION_KINDS.map((kind) => (
            <Switch
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind]}
              checked={kinds[kind]}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setKinds((current) => ({ ...current, [kind]: on }));
              }}
            />
          ))}
          <NumberInput
            label="Minutos antes del partido para el recordatorio"
            description={`De ${REMINDER_MINUTES_MIN} a ${REMINDER_MINUTES_MAX} minutos.`}
            min={REMINDER_MINUTES_MIN}
            max={REMINDER_MINUTES_MAX}
            step={5}
            allowDecimal={false}
            // Said, not silently corrected: the member sees why 10 is not taken.
            clampBehavior="none"
            value={minutes}
            onChange={setMinutes}
            error={errors.reminderMinutes}
          />
          <Text size="sm" fw={500}>
            Horas de silencio (salvo los recordatorios)
          </Text>
          <Group grow>
            <TextInput
              type="time"
              label="Desde"
              value={quietStart}
              onChange={(event) => setQuietStart(event.currentTarget.value)}
              error={errors.quietStart}
            />
            <TextInput
              type="time"
              label="Hasta"
              value={quietEnd}
              onChange={(event) => setQuietEnd(event.currentTarget.value)}
              error={errors.quietEnd}
            />
          </Group>
          {save.isError && (
            <Text size="sm" c="red" role="alert">
              {failureMessage(save.error, SAVE_FAILED)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
