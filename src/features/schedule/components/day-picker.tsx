import { Button, Group } from '@mantine/core';

// Bare calendar dates are read in UTC so no device time zone can shift the day.
const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'short', timeZone: 'UTC' });

/** 'lun 23' for '2026-11-23': short weekday and day number. */
export function dayButtonLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${weekday.format(day).replace('.', '')} ${d}`;
}

export function DayPicker({
  days,
  selected,
  onChange,
}: {
  days: string[];
  selected: string | null;
  onChange: (date: string) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label="Días">
      {days.map((date) => (
        <Button
          key={date}
          size="sm"
          variant={date === selected ? 'filled' : 'default'}
          aria-pressed={date === selected}
          data-date={date}
          onClick={() => onChange(date)}
        >
          {dayButtonLabel(date)}
        </Button>
      ))}
    </Group>
  );
}
