import { MultiSelect, Select, TextInput, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SeriesCreatedResponse } from '@/api/series.ts';
import { holderSearchQueryOptions, useCreateSeries } from '../api/series.ts';
import { billingBody, INITIAL_BILLING, SeriesBillingFields } from './series-billing-fields.tsx';
import { NewSeriesForm, SeriesPatternFields, useSeriesPattern } from './series-pattern-fields.tsx';
import { useT } from '@/i18n/react.tsx';

/** Members matching what the admin typed (two letters at least), as picker options. */
function useMemberSearch(text: string) {
  const t = useT();
  const [q] = useDebouncedValue(text.trim(), 250);
  const users = useQuery(holderSearchQueryOptions(q));
  const found = (users.data ?? []).map((u) => ({ value: u._id, label: `${u.name} (${u.email})` }));
  return { found, hint: q.length < 2 ? t('series.typeTwoLetters') : undefined };
}

/** The holder: the admin types part of a name, e-mail or DNI and picks one of the matches. */
function HolderPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const { found, hint } = useMemberSearch(text);
  const [picked, setPicked] = useState<ComboboxItem | null>(null);
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  return (
    <>
      <TextInput
        label={t('series.searchHolder')}
        placeholder={t('series.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        description={hint}
      />
      <Select
        label={t('series.holder')}
        required
        data={data}
        value={value}
        onChange={(id, option) => {
          setPicked(id ? option : null);
          onChange(id);
        }}
      />
    </>
  );
}

/** Up to three fixed players besides the holder, found the same way. */
function PlayersPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const { found, hint } = useMemberSearch(text);
  const [known, setKnown] = useState<ComboboxItem[]>([]);
  const data = [...known.filter((k) => !found.some((f) => f.value === k.value)), ...found];
  return (
    <>
      <TextInput
        label={t('series.searchPlayers')}
        placeholder={t('series.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        description={hint}
      />
      <MultiSelect
        label={t('series.fixedPlayers')}
        data={data}
        value={value}
        maxValues={3}
        onChange={(ids) => {
          setKnown(data.filter((o) => ids.includes(o.value)));
          onChange(ids);
        }}
      />
    </>
  );
}

/** 'Nuevo abono': court, weekday, time and length, dates, holder, fixed players and payment. */
export function SeriesForm({ onCreated }: { onCreated: (answer: SeriesCreatedResponse) => void }) {
  const create = useCreateSeries();
  const pattern = useSeriesPattern();
  const [holderId, setHolderId] = useState<string | null>(null);
  const [playerIds, setPlayerIds] = useState<string[]>([]);
  const [billing, setBilling] = useState(INITIAL_BILLING);
  const submit = () => {
    const body = { ...pattern.body(), holderId: holderId ?? '', playerIds };
    create.mutate({ ...body, ...billingBody(billing) }, { onSuccess: onCreated });
  };
  return (
    <NewSeriesForm busy={create.isPending} onSubmit={submit}>
      <SeriesPatternFields pattern={pattern} />
      <HolderPicker value={holderId} onChange={setHolderId} />
      <PlayersPicker value={playerIds} onChange={setPlayerIds} />
      <SeriesBillingFields value={billing} onChange={setBilling} />
    </NewSeriesForm>
  );
}
