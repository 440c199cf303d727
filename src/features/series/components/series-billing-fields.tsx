import { NumberInput, Select, Text } from '@mantine/core';
import type { CreateSeriesBody, Series } from '@/api/series.ts';
import { MAX_BILLING_DAY, monthLabel } from '@/domain/series-billing.ts';
import { formatEurosInSpanish, parseEuros } from '@/domain/money.ts';
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

const BILLING_OPTIONS = [
  { value: 'session', label: 'Por sesión' },
  { value: 'monthly', label: 'Precio de temporada, cobro mensual' },
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
  const set = (patch: Partial<BillingValues>) => onChange({ ...value, ...patch });
  return (
    <>
      <Select
        label="Forma de pago"
        data={BILLING_OPTIONS}
        value={value.billing}
        allowDeselect={false}
        onChange={(b) => set({ billing: b === 'monthly' ? 'monthly' : 'session' })}
      />
      {value.billing === 'session' ? (
        <EuroInput
          label="Precio por sesión (€)"
          required
          min={0}
          value={value.price}
          onChange={(price) => set({ price })}
        />
      ) : (
        <>
          <EuroInput
            label="Precio de temporada (€)"
            description="Se reparte entre los meses del abono y se cobra del monedero del titular."
            required
            min={0}
            value={value.seasonPrice}
            onChange={(seasonPrice) => set({ seasonPrice })}
          />
          <NumberInput
            label="Día de cobro"
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
  if (series.billing === 'session')
    return <>{`${formatEurosInSpanish(series.price)} por sesión`}</>;
  const failed = series.charges.filter((c) => c.status === 'failed');
  return (
    <>
      {`${formatEurosInSpanish(series.seasonPrice ?? 0)} la temporada, cobro el día ${series.billingDay ?? 1}`}
      {series.monthlyPayment === 'card' ? ' con tarjeta' : ' del monedero'}
      {failed.map((c) => (
        <Text key={c.month} size="sm" c="red">
          {`Cobro de ${monthLabel(c.month)} pendiente: ${formatEurosInSpanish(c.amount)}`}
        </Text>
      ))}
    </>
  );
}
