import { NumberInput, Select, Text } from '@mantine/core';
import type { CreateSeriesBody, Series } from '@/api/series.ts';
import { MAX_BILLING_DAY, monthLabel } from '@/domain/series-billing.ts';
import { parseEuros } from '@/domain/money.ts';
import { formatEuros } from '@/lib/euros.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { EuroInput } from '@/components/euro-input.tsx';

export interface BillingValues {
  billing: 'session' | 'monthly';
  price: number | string;
  seasonPrice: number | string;
  billingDay: number | string;
}

export const INITIAL_BILLING: BillingValues = {
  billing: 'session',
  price: 0,
  seasonPrice: 0,
  billingDay: 1,
};

const BILLING_OPTIONS: Array<{ value: BillingValues['billing']; label: MessageKey }> = [
  { value: 'session', label: 'series.billingSession' },
  { value: 'monthly', label: 'series.billingMonthly' },
];

/** The body's payment fields: a per-session price, or a season price and its billing day. */
export function billingBody(
  v: BillingValues,
): Pick<CreateSeriesBody, 'price' | 'billing' | 'seasonPrice' | 'billingDay'> {
  // An emptied price stays 0, as Number('') made it before the parser.
  if (v.billing === 'session') return { billing: 'session', price: parseEuros(v.price) ?? 0 };
  return {
    billing: 'monthly',
    price: 0,
    seasonPrice: parseEuros(v.seasonPrice) ?? 0,
    billingDay: Number(v.billingDay),
  };
}

/** 'Forma de pago' and its price fields (decision 059: monthly charges come from the wallet). */
export function SeriesBillingFields({
  value,
  onChange,
}: {
  value: BillingValues;
  onChange: (next: BillingValues) => void;
}) {
  const t = useT();
  const set = (patch: Partial<BillingValues>) => onChange({ ...value, ...patch });
  return (
    <>
      <Select
        label={t('series.billing')}
        data={BILLING_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={value.billing}
        allowDeselect={false}
        onChange={(b) => set({ billing: b === 'monthly' ? 'monthly' : 'session' })}
      />
      {value.billing === 'session' ? (
        <EuroInput
          label={t('series.sessionPrice')}
          required
          min={0}
          value={value.price}
          onChange={(price) => set({ price })}
        />
      ) : (
        <>
          <EuroInput
            label={t('series.seasonPrice')}
            description={t('series.seasonPriceHint')}
            required
            min={0}
            value={value.seasonPrice}
            onChange={(seasonPrice) => set({ seasonPrice })}
          />
          <NumberInput
            label={t('series.billingDay')}
            required
            min={1}
            max={MAX_BILLING_DAY}
            allowDecimal={false}
            value={value.billingDay}
            onChange={(billingDay) => set({ billingDay })}
          />
        </>
      )}
    </>
  );
}

/** How a series is paid, and the months whose charge failed (their dates await payment). */
export function SeriesPrice({ series }: { series: Series }) {
  const t = useT();
  if (series.billing === 'session')
    return <>{t('series.perSession', { amount: formatEuros(series.price) })}</>;
  const failed = series.charges.filter((c) => c.status === 'failed');
  const season = {
    amount: formatEuros(series.seasonPrice ?? 0),
    day: series.billingDay ?? 1,
  };
  return (
    <>
      {series.monthlyPayment === 'card'
        ? t('series.seasonByCard', season)
        : t('series.seasonFromWallet', season)}
      {failed.map((c) => (
        <Text key={c.month} size="sm" c="red">
          {t('series.chargePending', {
            month: t(monthLabel(c.month)),
            amount: formatEuros(c.amount),
          })}
        </Text>
      ))}
    </>
  );
}
