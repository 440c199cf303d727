import { Button, Group, NumberInput, Select, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Booking } from '@/api/bookings.ts';
import { MAX_LEVEL, MAX_NOTE_LENGTH, MIN_LEVEL } from '@/domain/matches.ts';
import { parseDecimal } from '@/domain/money.ts';
import { MAX_PLAYERS } from '@/domain/players.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { DECIMAL_COMMA } from '@/components/euro-input.tsx';
import { useOpenMatch } from '../api/matches.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useT } from '@/i18n/react.tsx';

/** 'Abrir partido': seats wanted, an optional level range and a short note. */
export function OpenMatchDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useT();
  const open = useOpenMatch();
  const free = Math.max(1, MAX_PLAYERS - booking.players.length);
  const [seats, setSeats] = useState(String(free));
  const [levelMin, setLevelMin] = useState<string | number>('');
  const [levelMax, setLevelMax] = useState<string | number>('');
  const [note, setNote] = useState('');
  const submit = () =>
    open.mutate(
      {
        bookingId: booking._id,
        seats: Number(seats),
        levelMin: parseDecimal(levelMin),
        levelMax: parseDecimal(levelMax),
        note,
      },
      { onSuccess: onClose },
    );
  return (
    <FormDialog
      title={t('matches.openMatch')}
      busy={open.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Text size="sm">
        {`${booking.courtId.name}, ${formatLongDate(booking.dateBooked)} · ${booking.timeBooked}`}
      </Text>
      <Select
        label={t('matches.freeSeats')}
        data={Array.from({ length: free }, (_, i) => String(i + 1))}
        value={seats}
        onChange={(v) => setSeats(v ?? '1')}
        allowDeselect={false}
      />
      <Group grow>
        <NumberInput
          label={t('matches.levelMin')}
          min={MIN_LEVEL}
          max={MAX_LEVEL}
          step={0.5}
          decimalScale={1}
          {...DECIMAL_COMMA}
          value={levelMin}
          onChange={setLevelMin}
        />
        <NumberInput
          label={t('matches.levelMax')}
          min={MIN_LEVEL}
          max={MAX_LEVEL}
          step={0.5}
          decimalScale={1}
          {...DECIMAL_COMMA}
          value={levelMax}
          onChange={setLevelMax}
        />
      </Group>
      <Textarea
        label={t('matches.note')}
        maxLength={MAX_NOTE_LENGTH}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        placeholder={t('matches.notePlaceholder')}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={open.isPending}>
          {t('matches.cancel')}
        </Button>
        <Button type="submit" loading={open.isPending}>
          {t('matches.publish')}
        </Button>
      </Group>
    </FormDialog>
  );
}
