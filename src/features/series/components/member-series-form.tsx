import { Alert, Modal } from '@mantine/core';
import { useState } from 'react';
import type { SeriesCreatedResponse } from '@/api/series.ts';
import { useCreateMySeries } from '../api/series.ts';
import { useT } from '@/i18n/react.tsx';
import { SeriesDates } from './series-dates.tsx';
import { NewSeriesForm, SeriesPatternFields, useSeriesPattern } from './series-pattern-fields.tsx';

function Form({ onCreated }: { onCreated: (answer: SeriesCreatedResponse) => void }) {
  const create = useCreateMySeries();
  const pattern = useSeriesPattern();
  const submit = () => create.mutate(pattern.body(), { onSuccess: onCreated });
  return (
    <NewSeriesForm busy={create.isPending} onSubmit={submit}>
      <SeriesPatternFields pattern={pattern} />
    </NewSeriesForm>
  );
}

/**
 * 'Nuevo abono' for a member whose role the club allows: the same creation as the admin's, the
 * member its holder, each date paid per session at the court's price.
 */
export function MemberSeriesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const [answer, setAnswer] = useState<SeriesCreatedResponse | null>(null);
  const close = () => {
    setAnswer(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('series.newSeries')} size="lg">
      {answer ? (
        <Alert title={answer.message} color={answer.skipped.length ? 'orange' : 'green'}>
          {answer.skipped.length > 0 && (
            <SeriesDates dates={answer.skipped} label={t('series.unbookedDates')} />
          )}
        </Alert>
      ) : (
        <Form onCreated={setAnswer} />
      )}
    </Modal>
  );
}
