import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SeriesCreatedResponse } from '@/api/series.ts';
import { SPANISH_WEEKDAYS } from '@/domain/courts.ts';
import { courtsQueryOptions } from '@/lib/queries.ts';
import { useCreateMySeries } from '../api/series.ts';
import { SeriesDates } from './series-dates.tsx';

const WEEKDAYS = SPANISH_WEEKDAYS.map((label, i) => ({ value: String(i), label }));

function Form({ onCreated }: { onCreated: (answer: SeriesCreatedResponse) => void }) {
  const courts = useQuery(courtsQueryOptions());
  const create = useCreateMySeries();
  const [courtId, setCourtId] = useState<string | null>(null);
  const [weekday, setWeekday] = useState<string | null>('2');
  const [startTime, setStartTime] = useState('19:30');
  const [minutes, setMinutes] = useState<number | string>(90);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { courtId: courtId ?? '', weekday: Number(weekday), startTime, from, to };
    create.mutate({ ...body, minutes: Number(minutes) }, { onSuccess: onCreated });
  };
  const courtOptions = (courts.data ?? []).map((c) => ({
    value: c._id,
    label: `${c.type === 'padel' ? 'Pádel' : 'Tenis'} - ${c.name}`,
  }));
  return (
    <form aria-label="Nuevo abono" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Pista" required data={courtOptions} value={courtId} onChange={setCourtId} />
        <Select
          label="Día de la semana"
          required
          data={WEEKDAYS}
          value={weekday}
          onChange={setWeekday}
          allowDeselect={false}
        />
        <TextInput
          label="Hora de inicio"
          required
          placeholder="HH:MM"
          value={startTime}
          onChange={(e) => setStartTime(e.currentTarget.value)}
        />
        <NumberInput
          label="Duración (minutos)"
          required
          min={30}
          max={240}
          step={30}
          allowDecimal={false}
          value={minutes}
          onChange={setMinutes}
        />
        <TextInput
          label="Desde"
          type="date"
          required
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          label="Hasta"
          type="date"
          required
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={create.isPending}>
          Crear abono
        </Button>
      </Group>
    </form>
  );
}

/**
 * 'Nuevo abono' for a member whose role the club allows: the same creation as the admin's, the
 * member its holder, each date paid per session at the court's price.
 */
export function MemberSeriesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [answer, setAnswer] = useState<SeriesCreatedResponse | null>(null);
  const close = () => {
    setAnswer(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Nuevo abono" size="lg">
      {answer ? (
        <Alert title={answer.message} color={answer.skipped.length ? 'orange' : 'green'}>
          {answer.skipped.length > 0 && (
            <SeriesDates dates={answer.skipped} label="Fechas sin reservar" />
          )}
        </Alert>
      ) : (
        <Form onCreated={setAnswer} />
      )}
    </Modal>
  );
}
