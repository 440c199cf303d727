import { Button, Group, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import type { Court } from '@/api/courts.ts';
import type { StatusFilter } from '@/domain/my-bookings.ts';
import { useT } from '@/i18n/react.tsx';
import type { BookingFilters } from '../api/booking-list.ts';
import { DateField } from '@/components/date-field.tsx';

interface BookingFiltersPanelProps {
  applied: BookingFilters;
  courts: readonly Court[];
  onApply: (filters: BookingFilters) => void;
}

const STATUS_OPTIONS = [
  { value: '', label: 'bookings.statusAll' },
  { value: 'P', label: 'bookings.paid' },
  { value: 'pending', label: 'bookings.statusPending' },
] as const;

/** The filter panel: edits a draft, which takes effect only on 'Aplicar Filtros'. */
export function BookingFiltersPanel({ applied, courts, onApply }: BookingFiltersPanelProps) {
  const t = useT();
  const [draft, setDraft] = useState<BookingFilters>(applied);
  const set = (patch: Partial<BookingFilters>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Paper withBorder p="md" mb="md" data-testid="booking-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <DateField
          label={t('bookings.from')}
          value={draft.from ?? ''}
          onChange={(from) => set({ from: from || undefined })}
        />
        <DateField
          label={t('bookings.to')}
          value={draft.to ?? ''}
          onChange={(to) => set({ to: to || undefined })}
        />
        <NativeSelect
          label={t('bookings.status')}
          data={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={draft.status ?? ''}
          onChange={(e) =>
            set({ status: (e.currentTarget.value || undefined) as StatusFilter | undefined })
          }
        />
        <NativeSelect
          label={t('bookings.courtType')}
          data={[
            { value: '', label: t('bookings.courtAll') },
            ...courts.map((c) => ({ value: c._id, label: `${c.type.toUpperCase()} - ${c.name}` })),
          ]}
          value={draft.court ?? ''}
          onChange={(e) => set({ court: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button onClick={() => onApply(draft)}>{t('bookings.applyFilters')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('bookings.clearFilters')}
        </Button>
      </Group>
    </Paper>
  );
}
