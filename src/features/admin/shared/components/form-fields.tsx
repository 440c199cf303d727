import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { SPANISH_WEEKDAYS } from '@/api/courts.ts';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';
import { WEEKDAY_KEYS } from '../format.ts';

/** Monday first, as a Spanish calendar reads: the values the server stores. */
export const WEEK = [...SPANISH_WEEKDAYS.slice(1), SPANISH_WEEKDAYS[0]];

/** The weekdays a schedule repeats on, Monday first. */
export function WeekdaysField({
  value,
  error,
  onChange,
}: {
  value: string[];
  error?: ReactNode;
  onChange: (daysOfWeek: string[]) => void;
}) {
  const t = useT();
  return (
    <Checkbox.Group label={t('admin.weekdays')} value={value} onChange={onChange} error={error}>
      <Group gap="sm" mt={4}>
        {WEEK.map((day) => (
          <Checkbox key={day} value={day} label={t(WEEKDAY_KEYS[SPANISH_WEEKDAYS.indexOf(day)]!)} />
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
  errors: { startDate?: ReactNode; endDate?: ReactNode };
  onChange: (next: { startDate?: string; endDate?: string }) => void;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        label={t('admin.fromDay')}
        value={values.startDate}
        onChange={(startDate) => onChange({ startDate })}
        error={errors.startDate}
      />
      <DateField
        label={t('admin.toDay')}
        value={values.endDate}
        onChange={(endDate) => onChange({ endDate })}
        error={errors.endDate}
      />
    </SimpleGrid>
  );
}
