import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { SPANISH_WEEKDAYS } from '@/api/courts.ts';
import { useFormValues } from '@/lib/use-form-values.ts';
import { DialogActions } from '@/components/dialog-actions.tsx';

/** Monday first, as a Spanish calendar reads. */
export const WEEK = [...SPANISH_WEEKDAYS.slice(1), SPANISH_WEEKDAYS[0]];

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/**
 * An admin form's values and errors (`useFormValues`), with each input's value, change and error
 * bound by the field's name: `<TextInput label="Nombre" {...text('name')} />`.
 */
export function useAdminForm<T extends object>(initial: () => T) {
  const form = useFormValues(initial);
  const { values, patch, errors } = form;
  const set = (key: keyof T, value: unknown) => patch({ [key]: value } as Partial<T>);
  return {
    ...form,
    /** A text, date or time input of a string field. */
    text: (key: KeysOf<T, string>) => ({
      value: values[key] as string,
      onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
      error: errors[key],
    }),
    /** A number input of a field that holds what Mantine's NumberInput gives back. */
    number: (key: KeysOf<T, number | string>) => ({
      value: values[key] as number | string,
      onChange: (value: number | string) => set(key, value),
      error: errors[key],
    }),
  };
}

export type AdminForm<T extends object> = ReturnType<typeof useAdminForm<T>>;

/** The weekdays a schedule repeats on, Monday first. */
export function WeekdaysField({
  value,
  error,
  onChange,
}: {
  value: string[];
  error?: string;
  onChange: (daysOfWeek: string[]) => void;
}) {
  return (
    <Checkbox.Group label="Días de la semana" value={value} onChange={onChange} error={error}>
      <Group gap="sm" mt={4}>
        {WEEK.map((day) => (
          <Checkbox key={day} value={day} label={day} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** The first and last day something runs ('Desde el día', 'Hasta el día'). */
export function DateRangeFields({
  values,
  errors,
  onChange,
}: {
  values: { startDate: string; endDate: string };
  errors: { startDate?: string; endDate?: string };
  onChange: (next: { startDate?: string; endDate?: string }) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        type="date"
        label="Desde el día"
        value={values.startDate}
        onChange={(e) => onChange({ startDate: e.currentTarget.value })}
        error={errors.startDate}
      />
      <TextInput
        type="date"
        label="Hasta el día"
        value={values.endDate}
        onChange={(e) => onChange({ endDate: e.currentTarget.value })}
        error={errors.endDate}
      />
    </SimpleGrid>
  );
}

/** A form's last row: 'Cancelar' (held while sending) and the submit button. */
export function FormActions({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  return (
    <DialogActions busy={busy} onBack={onCancel}>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
