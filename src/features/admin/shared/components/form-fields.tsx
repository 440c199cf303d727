import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { SPANISH_WEEKDAYS } from '@/api/courts.ts';

import { DateField } from '@/components/date-field.tsx';

/** Monday first, as a Spanish calendar reads. */
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
  errors: { startDate?: ReactNode; endDate?: ReactNode };
  onChange: (next: { startDate?: string; endDate?: string }) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        label="Desde el día"
        value={values.startDate}
        onChange={(startDate) => onChange({ startDate })}
        error={errors.startDate}
      />
      <DateField
        label="Hasta el día"
        value={values.endDate}
        onChange={(endDate) => onChange({ endDate })}
        error={errors.endDate}
      />
    </SimpleGrid>
  );
}
