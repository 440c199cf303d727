import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Series, SeriesDateDto } from '@/api/series.ts';
import { seriesLabel } from '@/domain/series.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
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

function SeriesCard({ series, today }: { series: Series; today: string }) {
  const [open, setOpen] = useState(false);
  const [releasing, setReleasing] = useState<SeriesDateDto | null>(null);
  const [ending, setEnding] = useState(false);
  const release = useReleaseSeriesDate();
  const end = useEndSeries();
  const court = `${series.court.type.toUpperCase()} - ${series.court.name}`;
  const upcoming = (d: SeriesDateDto) => d.status === 'booked' && d.date >= today;
  const next = series.dates.find(upcoming);
  return (
    <Card withBorder padding="sm" component="li" aria-label={`Abono: ${court}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{`Abono: ${court}`}</Text>
        </Group>
        <Text size="sm" component="div">
          <SeriesPrice series={series} />
        </Text>
        {series.billing === 'monthly' && <SeriesPaymentChoice series={series} />}
        <Text size="sm">{`${seriesLabel(series.weekday, series.startTime)} · ${series.minutes} min`}</Text>
        <Text size="sm">
          {next ? `Próxima fecha: ${formatLongDate(next.date)}` : 'No quedan fechas reservadas.'}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Ocultar fechas' : 'Ver todas las fechas'}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setEnding(true)}>
            Terminar abono
          </Button>
        </Group>
        {open && (
          <SeriesDates
            dates={series.dates}
            label={`Fechas del abono: ${court}`}
            canRelease={upcoming}
            onRelease={setReleasing}
            busy={release.isPending}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={releasing !== null}
        title="Liberar fecha"
        message={`¿Liberar el ${releasing ? formatLongDate(releasing.date) : ''}? La pista queda libre para otros socios; si la liberas con más de 6 horas de antelación, lo pagado vuelve a tu monedero.`}
        confirmLabel="Liberar fecha"
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
        title="Terminar abono"
        message="Se liberan todas las fechas que quedan del abono."
        confirmLabel="Terminar abono"
        busy={end.isPending}
        onCancel={() => setEnding(false)}
        onConfirm={() => end.mutate(series._id, { onSuccess: () => setEnding(false) })}
      />
    </Card>
  );
}

/** 'Mis Reservas' section of the member's series: one card each, expandable to every date. */
export function MySeries() {
  const series = useQuery(mySeriesQueryOptions());
  const canCreate = useQuery(canCreateSeriesQueryOptions()).data ?? false;
  const [creating, setCreating] = useState(false);
  if (!series.data?.length && !canCreate) return null;
  const today = todayPayloadDate();
  return (
    <section aria-labelledby="my-series-title">
      <Group justify="space-between" mb="sm">
        <Title id="my-series-title" order={2} size="h4">
          Mis abonos
        </Title>
        {canCreate && (
          <Button size="xs" variant="light" onClick={() => setCreating(true)}>
            Nuevo abono
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
