import { Group, Select } from '@mantine/core';
import { INVOICE_TYPES, SALE_KINDS } from '@/domain/invoicing.ts';
import { RECORD_STATES } from '@/api/invoices.ts';
import { DateField } from '@/components/date-field.tsx';
import type { InvoicesSearch } from '@/features/admin/shared/search.ts';
import { useT } from '@/i18n/react.tsx';
import {
  INVOICE_TYPE_LABELS,
  RECORD_STATE_LABELS,
  SALE_KIND_LABELS,
} from '@/features/admin/shared/components/invoice-labels.ts';

export type InvoicesSearchChange = (patch: Partial<InvoicesSearch>) => void;

/** The book's filters, all in the URL: dates, series, type, kind of sale and AEAT state. */
export function InvoiceFilters({
  search,
  series,
  onSearch,
}: {
  search: InvoicesSearch;
  /** The club's series codes, to choose from. */
  series: readonly string[];
  onSearch: InvoicesSearchChange;
}) {
  const t = useT();
  const all = t('admin.allMasculine');
  const set =
    <K extends keyof InvoicesSearch>(key: K) =>
    (value: string | null) =>
      onSearch({ [key]: value || undefined });
  const seriesCodes = [...new Set([...series, ...(search.series ? [search.series] : [])])];
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <DateField label={t('admin.from')} value={search.from ?? ''} onChange={set('from')} />
      <DateField label={t('admin.to')} value={search.to ?? ''} onChange={set('to')} />
      <Select
        label={t('invoices.adminSeries')}
        placeholder={t('admin.allFeminine')}
        clearable
        data={seriesCodes}
        value={search.series ?? null}
        onChange={set('series')}
        w={110}
      />
      <Select
        label={t('invoices.adminType')}
        placeholder={all}
        clearable
        data={INVOICE_TYPES.map((value) => ({ value, label: t(INVOICE_TYPE_LABELS[value]) }))}
        value={search.type ?? null}
        onChange={set('type')}
        w={220}
      />
      <Select
        label={t('invoices.adminKind')}
        placeholder={all}
        clearable
        data={SALE_KINDS.map((value) => ({ value, label: t(SALE_KIND_LABELS[value]) }))}
        value={search.kind ?? null}
        onChange={set('kind')}
        w={200}
      />
      <Select
        label={t('invoices.adminState')}
        placeholder={all}
        clearable
        data={RECORD_STATES.map((value) => ({
          value,
          label: t(RECORD_STATE_LABELS[value].label),
        }))}
        value={search.state ?? null}
        onChange={set('state')}
        w={200}
      />
    </Group>
  );
}
