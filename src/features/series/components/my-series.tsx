import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Series, SeriesDateDto } from '@/api/series.ts';
import { seriesLabel } from '@/domain/series.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { CANCEL_WINDOW_HOURS } from '@/domain/cancellation.ts';
import { formatLongDate, todayPayloadDate } from '@/lib/dates.ts';
import {
  canCreateSeriesQueryOptions,
  mySeriesQueryOptions,
  useEndSeries,
  useReleaseSeriesDate,
} from '../api/series.ts';
import { MemberSeriesDialog } from './member-series-form.tsx';
import { SeriesPrice } from './series-billing-fields.tsx';
import { SeriesDates } from './series-dates.tsx';
import { SeriesPaymentChoice } from './series-payment-choice.tsx';
import { useT } from '@/i18n/react.tsx';

function SeriesCard({ series, today }: { series: Series; today: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [releasing, setReleasing] = useState<SeriesDateDto | null>(null);
  const [ending, setEnding] = useState(false);
  const release = useReleaseSeriesDate();
  const end = useEndSeries();
  const court = `${series.court.type.toUpperCase()} - ${series.court.name}`;
  const upcoming = (d: SeriesDateDto) => d.status === 'booked' && d.date >= today;
  const next = series.dates.find(upcoming);
  return (
    <Card withBorder padding="sm" component="li" aria-label={t('series.seriesOf', { court })}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('series.seriesOf', { court })}</Text>
        </Group>
        <Text size="sm" component="div">
          <SeriesPrice series={series} />
        </Text>
        {series.billing === 'monthly' && <SeriesPaymentChoice series={series} />}
        <Text size="sm">
          {`${seriesLabel(series.weekday, series.startTime)} · ${t('series.minutes', { minutes: series.minutes })}`}
        </Text>
        <Text size="sm">
          {next
            ? t('series.nextDate', { date: formatLongDate(next.date) })
            : t('series.noDatesLeft')}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? t('series.hideDates') : t('series.showDates')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setEnding(true)}>
            {t('series.endSeries')}
          </Button>
        </Group>
        {open && (
          <SeriesDates
            dates={series.dates}
            label={t('series.datesOf', { court })}
            canRelease={upcoming}
            onRelease={setReleasing}
            busy={release.isPending}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={releasing !== null}
        title={t('series.releaseDate')}
        message={t('series.releaseConfirm', {
          date: releasing ? formatLongDate(releasing.date) : '',
          hours: CANCEL_WINDOW_HOURS,
        })}
        confirmLabel={t('series.releaseDate')}
        busy={release.isPending}
        onCancel={() => setReleasing(null)}
        onConfirm={() =>
          releasing &&
          release.mutate(
            { seriesId: series._id, date: releasing.date },
            { onSuccess: () => setReleasing(null) },
          )
        }
      />
      <ConfirmDialog
        opened={ending}
        title={t('series.endSeries')}
        message={t('series.endConfirmMember')}
        confirmLabel={t('series.endSeries')}
        busy={end.isPending}
        onCancel={() => setEnding(false)}
        onConfirm={() => end.mutate(series._id, { onSuccess: () => setEnding(false) })}
      />
    </Card>
  );
}

/** 'Mis Reservas' section of the member's series: one card each, expandable to every date. */
export function MySeries() {
  const t = useT();
  const series = useQuery(mySeriesQueryOptions());
  const canCreate = useQuery(canCreateSeriesQueryOptions()).data ?? false;
  const [creating, setCreating] = useState(false);
  if (!series.data?.length && !canCreate) return null;
  const today = todayPayloadDate();
  return (
    <section aria-labelledby="my-series-title">
      <Group justify="space-between" mb="sm">
        <Title id="my-series-title" order={2} size="h4">
          {t('series.mySeries')}
        </Title>
        {canCreate && (
          <Button size="xs" variant="light" onClick={() => setCreating(true)}>
            {t('series.newSeries')}
          </Button>
        )}
      </Group>
      <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {(series.data ?? []).map((s) => (
          <SeriesCard key={s._id} series={s} today={today} />
        ))}
      </Stack>
      <MemberSeriesDialog opened={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
