import { Text } from '@mantine/core';
import type { PackType } from '@/api/packs.ts';
import { useDialogCard } from '@/components/card-payment/saved-card-picker.tsx';
import { WalletOrCardFields, useWalletOrCard } from '@/components/card-payment/wallet-or-card.tsx';
import { cardAllowed } from '@/domain/booking-payments.ts';
import { packTermsLabel } from '@/domain/packs.ts';
import { eurosToCents } from '@/domain/money.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import { useBuyPackCard, useBuyPackWallet } from '../api/packs.ts';
import { FormDialog } from '@/components/form-dialog.tsx';

/** 'Comprar bono': from the wallet or by card (from 5 €). Mounted while open. */
export function BuyPackDialog({ type, onClose }: { type: PackType; onClose: () => void }) {
  const t = useT();
  const card = useDialogCard();
  const wallet = useBuyPackWallet();
  const cardPay = useBuyPackCard(card.payment);
  const cents = eurosToCents(type.price);
  const busy = wallet.isPending || cardPay.isPending;
  const pay = useWalletOrCard(card, { amountCents: cents, cardOk: cardAllowed(cents), busy });

  const submit = () => {
    if (pay.method === 'wallet') wallet.mutate(type._id, { onSuccess: onClose });
    else
      cardPay.mutate({ packTypeId: type._id, method: card.choice.method }, { onSuccess: onClose });
  };

  return (
    <FormDialog title={t('packs.buyTitle')} busy={busy} onClose={onClose} onSubmit={submit}>
      <Text fw={600}>{type.name}</Text>
      <Text size="sm">
        {`${t(packTermsLabel(type))} · ${t('packs.uses', { count: type.uses })} · ${t('packs.validFor', { count: type.validityDays })}`}
      </Text>
      <Text size="sm" c="dimmed">
        {t('packs.noRefundOnceUsed')}
      </Text>
      <WalletOrCardFields
        pay={pay}
        card={card}
        busy={busy}
        onCancel={onClose}
        label={t('packs.payAmount', { amount: formatEuros(type.price) })}
      />
    </FormDialog>
  );
}
