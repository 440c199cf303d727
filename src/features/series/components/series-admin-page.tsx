import { Alert, Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Series, SeriesCreatedResponse } from '@/api/series.ts';
import { seriesLabel, SKIP_REASON_LABELS } from '@/domain/series.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ScrollTable } from '@/components/table-head.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { adminSeriesQueryOptions, useEndSeries } from '../api/series.ts';
import { SeriesPrice } from './series-billing-fields.tsx';
import { SeriesDates } from './series-dates.tsx';
import { SeriesEditDialog } from './series-edit-dialog.tsx';
import { SeriesForm } from './series-form.tsx';
import { RowActions } from '@/components/row-actions.tsx';
import { useT, type Translate } from '@/i18n/react.tsx';

function skippedText(series: Series, t: Translate): string {
  const skipped = series.dates.filter((d) => d.status === 'skipped');
  if (skipped.length === 0) return '—';
  return skipped
    .map((d) => `${formatShortDate(d.date)}: ${d.reason ? t(SKIP_REASON_LABELS[d.reason]) : ''}`)
    .join('; ');
}

function SeriesTable({
  series,
  onEdit,
  onEnd,
}: {
  series: Series[];
  onEdit: (s: Series) => void;
  onEnd: (s: Series) => void;
}) {
  const t = useT();
  if (series.length === 0) return <Text c="dimmed">{t('series.noneYet')}</Text>;
  return (
    <ScrollTable
      label={t('series.title')}
      minWidth={720}
      columns={[
        t('series.court'),
        t('series.dayAndTime'),
        t('series.holder'),
        t('series.dates'),
        t('series.unbooked'),
        t('series.price'),
        t('series.status'),
        '',
      ]}
    >
      {series.map((s) => (
        <Table.Tr key={s._id}>
          <Table.Td>{s.court.name}</Table.Td>
          <Table.Td>
            {`${seriesLabel(s.weekday, s.startTime)} (${t('series.minutes', { minutes: s.minutes })})`}
          </Table.Td>
          <Table.Td>{s.holder.name}</Table.Td>
          <Table.Td>
            {t('series.bookedOf', {
              booked: s.dates.filter((d) => d.status === 'booked').length,
              total: s.dates.length,
            })}
          </Table.Td>
          <Table.Td>{skippedText(s, t)}</Table.Td>
          <Table.Td>
            <SeriesPrice series={s} />
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={s.status === 'active' ? 'green' : 'gray'}>
              {s.status === 'active' ? t('series.active') : t('series.ended')}
            </Badge>
          </Table.Td>
          <RowActions>
            {s.status === 'active' && (
              <>
                {s.billing === 'session' && (
                  <Button size="xs" variant="subtle" onClick={() => onEdit(s)}>
                    {t('series.editFrom')}
                  </Button>
                )}
                <Button size="xs" variant="subtle" color="red" onClick={() => onEnd(s)}>
                  {t('series.end')}
                </Button>
              </>
            )}
          </RowActions>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

/** 'Abonos': every series by court and weekday, with their holders and skipped dates; create, edit from a date on, end. */
export function SeriesAdminPage() {
  const t = useT();
  const series = useQuery(adminSeriesQueryOptions());
  const end = useEndSeries(true);
  const [created, setCreated] = useState<SeriesCreatedResponse | null>(null);
  const [ending, setEnding] = useState<Series | null>(null);
  const [editing, setEditing] = useState<Series | null>(null);
  return (
    <Stack>
      <PageTitle>{t('series.title')}</PageTitle>
      <Card withBorder radius="md" component="section" aria-labelledby="new-series-title">
        <Title id="new-series-title" order={2} size="h4" mb="sm">
          {t('series.newSeries')}
        </Title>
        <SeriesForm onCreated={setCreated} />
      </Card>
      {created && (
        <Alert title={created.message} color={created.skipped.length ? 'orange' : 'green'}>
          {created.skipped.length > 0 && (
            <SeriesDates dates={created.skipped} label={t('series.unbookedDates')} />
          )}
        </Alert>
      )}
      <SeriesTable series={series.data ?? []} onEdit={setEditing} onEnd={setEnding} />
      <SeriesEditDialog series={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={ending !== null}
        title={t('series.endSeries')}
        message={t('series.endConfirmAdmin')}
        confirmLabel={t('series.endSeries')}
        busy={end.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => ending && end.mutate(ending._id, { onSuccess: () => setEnding(null) })}
      />
    </Stack>
  );
}
