import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Series } from '@/api/series.ts';
import { savedCardsQueryOptions } from '@/components/card-payment/api.ts';
import { savedCardLabel } from '@/components/card-payment/saved-card-picker.tsx';
import { useSetSeriesPayment } from '../api/series-payment.ts';
import { useT } from '@/i18n/react.tsx';

const WALLET = 'wallet';

/**
 * 'Cobro mensual' of a season-priced series: the holder's wallet or one of their saved cards
 * (decision 060). A card saved elsewhere (a payment, the wallet's top-up) shows here.
 */
export function SeriesPaymentChoice({ series }: { series: Series }) {
  const t = useT();
  const cards = useQuery(savedCardsQueryOptions());
  const setPayment = useSetSeriesPayment();
  const value =
    series.monthlyPayment === 'card' && series.paymentMethodId ? series.paymentMethodId : WALLET;
  const options = [
    { value: WALLET, label: t('series.wallet') },
    ...(cards.data ?? []).map((c) => ({ value: c.id, label: savedCardLabel(c) })),
  ];
  // A chosen card not (yet) listed still reads as a card, not as the wallet.
  if (value !== WALLET && !options.some((o) => o.value === value)) {
    options.push({ value, label: t('series.savedCard') });
  }
  return (
    <Select
      size="xs"
      label={t('series.monthlyCharge')}
      data={options}
      value={value}
      allowDeselect={false}
      disabled={setPayment.isPending}
      onChange={(chosen) => {
        if (!chosen || chosen === value) return;
        setPayment.mutate({
          seriesId: series._id,
          body:
            chosen === WALLET
              ? { monthlyPayment: 'wallet' }
              : { monthlyPayment: 'card', paymentMethodId: chosen },
        });
      }}
    />
  );
}
