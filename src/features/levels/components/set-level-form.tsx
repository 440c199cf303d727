import { Button, Group, NumberInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { CourtType } from '@/domain/courts.ts';
import type { PlayerLevel } from '@/domain/levels.ts';
import { parseDecimal } from '@/domain/money.ts';
import { DECIMAL_COMMA } from '@/components/euro-input.tsx';
import { useT } from '@/i18n/react.tsx';

/** A validated level with the note the member will read (coaches and admins). */
export function SetLevelForm({
  sport,
  current,
  busy,
  onSave,
}: {
  sport: CourtType;
  current: PlayerLevel | null;
  busy: boolean;
  onSave: (body: { sport: CourtType; level: number; note: string }) => void;
}) {
  const t = useT();
  const [level, setLevel] = useState<number | string>(current?.level ?? '');
  const [note, setNote] = useState('');
  // '4,50' comes back as the string '4.50', which a type check once refused.
  const value = parseDecimal(level) ?? Number.NaN;
  const valid = Number.isFinite(value) && value >= 0 && value <= 7 && note.trim().length > 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSave({ sport, level: value, note: note.trim() });
      }}
    >
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={sport === 'padel' ? t('levels.padelLevelInput') : t('levels.tennisLevelInput')}
          min={0}
          max={7}
          step={0.05}
          decimalScale={2}
          {...DECIMAL_COMMA}
          value={level}
          onChange={setLevel}
          w={130}
        />
        <Textarea
          label={t('levels.noteForMember')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" disabled={!valid} loading={busy}>
          {t('levels.validateLevel')}
        </Button>
      </Group>
    </form>
  );
}
