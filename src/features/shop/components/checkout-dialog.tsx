import { Stack, Text } from '@mantine/core';
import { useDialogCard } from '@/components/card-payment/saved-card-picker.tsx';
import { WalletOrCardFields, useWalletOrCard } from '@/components/card-payment/wallet-or-card.tsx';
import { shopCardAllowed } from '@/domain/shop.ts';
import { formatCents } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import { useCardOrder, useWalletOrder } from '../api/shop.ts';
import type { Cart } from './use-cart.ts';
import { FormDialog } from '@/components/form-dialog.tsx';

/** 'Pagar pedido': from the wallet or by card (from 5 €). Mounted while open. */
export function CheckoutDialog({ cart, onClose }: { cart: Cart; onClose: () => void }) {
  const t = useT();
  const card = useDialogCard();
  const wallet = useWalletOrder();
  const cardPay = useCardOrder(card.payment);
  const total = cart.totalCents;
  const busy = wallet.isPending || cardPay.isPending;
  const pay = useWalletOrCard(card, { amountCents: total, cardOk: shopCardAllowed(total), busy });
  const items = cart.lines.map((l) => ({ productId: l.product._id, quantity: l.quantity }));

  const done = () => {
    cart.clear();
    onClose();
  };
  const submit = () => {
    if (pay.method === 'wallet') wallet.mutate({ items }, { onSuccess: done });
    else cardPay.mutate({ items, method: card.choice.method }, { onSuccess: done });
  };

  return (
    <FormDialog title={t('shop.payOrder')} busy={busy} onClose={onClose} onSubmit={submit}>
      <Stack gap={2}>
        {cart.lines.map((l) => (
          <Text size="sm" key={l.product._id}>{`${l.quantity} × ${l.product.name}`}</Text>
        ))}
      </Stack>
      <Text fw={600}>{t('shop.totalAmount', { amount: formatCents(total) })}</Text>
      <WalletOrCardFields
        pay={pay}
        card={card}
        busy={busy}
        onCancel={onClose}
        label={t('shop.payAmount', { amount: formatCents(total) })}
      />
    </FormDialog>
  );
}
