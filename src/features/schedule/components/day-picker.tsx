import { Button, Group } from '@mantine/core';
import { intlLocale } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

/** 'lun 23' for '2026-11-23' ('dl 23', 'Mon 23'): short weekday and day number. */
function dayButtonLabel(date: string, weekday: Intl.DateTimeFormat): string {
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
  const t = useT();
  // Bare calendar dates are read in UTC so no device time zone can shift the day.
  const weekday = new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' });
  return (
    <Group gap="xs" role="group" aria-label={t('schedule.days')}>
      {days.map((date) => (
        <Button
          key={date}
          size="sm"
          variant={date === selected ? 'filled' : 'default'}
          aria-pressed={date === selected}
          data-date={date}
          onClick={() => onChange(date)}
        >
          {dayButtonLabel(date, weekday)}
        </Button>
      ))}
    </Group>
  );
}
