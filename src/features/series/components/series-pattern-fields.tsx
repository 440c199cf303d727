import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SPANISH_WEEKDAYS } from '@/domain/courts.ts';
import { courtsQueryOptions } from '@/lib/queries.ts';
import { DateField } from '@/components/date-field.tsx';

const WEEKDAYS = SPANISH_WEEKDAYS.map((label, i) => ({ value: String(i), label }));

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
  const courts = useQuery(courtsQueryOptions());
  const { fields: f, set } = pattern;
  const courtOptions = (courts.data ?? []).map((c) => ({
    value: c._id,
    label: `${c.type === 'padel' ? 'Pádel' : 'Tenis'} - ${c.name}`,
  }));
  return (
    <>
      <Select
        label="Pista"
        required
        data={courtOptions}
        value={f.courtId}
        onChange={set.setCourtId}
      />
      <Select
        label="Día de la semana"
        required
        data={WEEKDAYS}
        value={f.weekday}
        onChange={set.setWeekday}
        allowDeselect={false}
      />
      <TextInput
        label="Hora de inicio"
        required
        placeholder="HH:MM"
        value={f.startTime}
        onChange={(e) => set.setStartTime(e.currentTarget.value)}
      />
      <NumberInput
        label="Duración (minutos)"
        required
        min={30}
        max={240}
        step={30}
        allowDecimal={false}
        value={f.minutes}
        onChange={set.setMinutes}
      />
      <DateField label="Desde" required value={f.from} onChange={set.setFrom} />
      <DateField label="Hasta" required value={f.to} onChange={set.setTo} />
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
  return (
    <form
      aria-label="Nuevo abono"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={busy}>
          Crear abono
        </Button>
      </Group>
    </form>
  );
}
