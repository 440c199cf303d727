import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { courtsQueryOptions } from '@/lib/queries.ts';
import { DateField } from '@/components/date-field.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

/** The weekdays by the API's number (0 is Sunday, as in `SPANISH_WEEKDAYS`). */
const WEEKDAYS: readonly MessageKey[] = [
  'series.sunday',
  'series.monday',
  'series.tuesday',
  'series.wednesday',
  'series.thursday',
  'series.friday',
  'series.saturday',
];

/** What every new series names: court, weekday, start and length, first and last date. */
export function useSeriesPattern() {
  const [courtId, setCourtId] = useState<string | null>(null);
  const [weekday, setWeekday] = useState<string | null>('2');
  const [startTime, setStartTime] = useState('19:30');
  const [minutes, setMinutes] = useState<number | string>(90);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return {
    fields: { courtId, weekday, startTime, minutes, from, to },
    set: { setCourtId, setWeekday, setStartTime, setMinutes, setFrom, setTo },
    /** The creation body's pattern part. */
    body: () => ({
      courtId: courtId ?? '',
      weekday: Number(weekday),
      startTime,
      minutes: Number(minutes),
      from,
      to,
    }),
  };
}

/** The pattern's inputs, for a form's grid (the admin's and the member's 'Nuevo abono'). */
export function SeriesPatternFields({ pattern }: { pattern: ReturnType<typeof useSeriesPattern> }) {
  const t = useT();
  const courts = useQuery(courtsQueryOptions());
  const { fields: f, set } = pattern;
  const courtOptions = (courts.data ?? []).map((c) => ({
    value: c._id,
    label: `${c.type === 'padel' ? t('series.padel') : t('series.tennis')} - ${c.name}`,
  }));
  return (
    <>
      <Select
        label={t('series.court')}
        required
        data={courtOptions}
        value={f.courtId}
        onChange={set.setCourtId}
      />
      <Select
        label={t('series.weekday')}
        required
        data={WEEKDAYS.map((day, i) => ({ value: String(i), label: t(day) }))}
        value={f.weekday}
        onChange={set.setWeekday}
        allowDeselect={false}
      />
      <TextInput
        label={t('series.startTime')}
        required
        placeholder={t('common.timePlaceholder')}
        value={f.startTime}
        onChange={(e) => set.setStartTime(e.currentTarget.value)}
      />
      <NumberInput
        label={t('series.length')}
        required
        min={30}
        max={240}
        step={30}
        allowDecimal={false}
        value={f.minutes}
        onChange={set.setMinutes}
      />
      <DateField label={t('series.from')} required value={f.from} onChange={set.setFrom} />
      <DateField label={t('series.to')} required value={f.to} onChange={set.setTo} />
    </>
  );
}

/** 'Nuevo abono' around its fields: the same form for a member and for the admin. */
export function NewSeriesForm({
  busy,
  onSubmit,
  children,
}: {
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      aria-label={t('series.newSeries')}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={busy}>
          {t('series.create')}
        </Button>
      </Group>
    </form>
  );
}
