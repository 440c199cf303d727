import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { EditSeriesBody, Series, SeriesEditedResponse } from '@/api/series.ts';
import { parseEuros } from '@/domain/money.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { courtsQueryOptions } from '@/lib/queries.ts';
import { useEditSeries } from '../api/series.ts';
import { SeriesDates } from './series-dates.tsx';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';

/** Only what the admin changed is sent: the rest of the series keeps its terms. */
function changedTerms(
  series: Series,
  form: {
    courtId: string | null;
    startTime: string;
    minutes: number | string;
    price: number | string;
  },
): Omit<EditSeriesBody, 'from'> {
  const body: Omit<EditSeriesBody, 'from'> = {};
  if (form.courtId && form.courtId !== series.court._id) body.courtId = form.courtId;
  if (form.startTime !== series.startTime) body.startTime = form.startTime;
  if (Number(form.minutes) !== series.minutes) body.minutes = Number(form.minutes);
  const price = parseEuros(form.price);
  if (price !== null && price !== series.price) body.price = price;
  return body;
}

function EditForm({
  series,
  onDone,
}: {
  series: Series;
  onDone: (a: SeriesEditedResponse) => void;
}) {
  const t = useT();
  const courts = useQuery(courtsQueryOptions());
  const edit = useEditSeries();
  const [from, setFrom] = useState('');
  const [courtId, setCourtId] = useState<string | null>(series.court._id);
  const [startTime, setStartTime] = useState(series.startTime);
  const [minutes, setMinutes] = useState<number | string>(series.minutes);
  const [price, setPrice] = useState<number | string>(series.price);
  const courtOptions = (courts.data ?? [])
    .filter((c) => c.type === series.court.type)
    .map((c) => ({ value: c._id, label: c.name }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { from, ...changedTerms(series, { courtId, startTime, minutes, price }) };
    edit.mutate({ seriesId: series._id, body }, { onSuccess: onDone });
  };
  return (
    <form aria-label={t('series.editSeries')} onSubmit={submit}>
      <Stack>
        <Text size="sm">{t('series.editExplained')}</Text>
        <DateField
          label={t('series.from')}
          required
          min={series.from}
          max={series.to}
          value={from}
          onChange={setFrom}
        />
        <Select
          label={t('series.court')}
          data={courtOptions}
          value={courtId}
          onChange={setCourtId}
          allowDeselect={false}
        />
        <TextInput
          label={t('series.startTime')}
          placeholder={t('common.timePlaceholder')}
          value={startTime}
          onChange={(e) => setStartTime(e.currentTarget.value)}
        />
        <NumberInput
          label={t('series.length')}
          min={30}
          max={240}
          step={30}
          allowDecimal={false}
          value={minutes}
          onChange={setMinutes}
        />
        <EuroInput label={t('series.sessionPrice')} min={0} value={price} onChange={setPrice} />
        <Group justify="flex-end">
          <Button type="submit" loading={edit.isPending}>
            {t('series.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Editar desde…': new court, time, length or price from a date on (per-session series). */
export function SeriesEditDialog({
  series,
  onClose,
}: {
  series: Series | null;
  onClose: () => void;
}) {
  const t = useT();
  const [answer, setAnswer] = useState<SeriesEditedResponse | null>(null);
  const close = () => {
    setAnswer(null);
    onClose();
  };
  return (
    <Modal opened={series !== null} onClose={close} title={t('series.editFromDate')}>
      {answer ? (
        <Alert title={answer.message} color={answer.skipped.length ? 'orange' : 'green'}>
          {answer.skipped.length > 0 && (
            <SeriesDates dates={answer.skipped} label={t('series.unbookedDates')} />
          )}
        </Alert>
      ) : (
        series && <EditForm key={series._id} series={series} onDone={setAnswer} />
      )}
    </Modal>
  );
}
