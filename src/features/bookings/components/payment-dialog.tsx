import { Text } from '@mantine/core';
import type { Booking } from '@/api/bookings.ts';
import { cardAllowed } from '@/domain/booking-payments.ts';
import { useDialogCard } from '@/components/card-payment/saved-card-picker.tsx';
import { WalletOrCardFields, useWalletOrCard } from '@/components/card-payment/wallet-or-card.tsx';
import { eurosToCents } from '@/domain/money.ts';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/lib/euros.ts';
import {
  useBookingCardPayment,
  usePayWithWallet,
  type PaymentTarget,
} from '../api/booking-actions.ts';
import { PackChoice } from './pack-choice.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';

interface PaymentDialogProps {
  booking: Booking;
  /** A player's index, or null for the whole booking. */
  target: PaymentTarget;
  /** Euros to pay. */
  amount: number;
  userId: string;
  onClose: () => void;
}

/**
 * Paying a part or the total: with a pack that fits, from the wallet, or by card (saved or new).
 * Mounted while open.
 */
export function PaymentDialog({ booking, target, amount, userId, onClose }: PaymentDialogProps) {
  const t = useT();
  const card = useDialogCard();
  const wallet = usePayWithWallet(booking._id);
  const cardPay = useBookingCardPayment(booking, userId, card.payment);
  const busy = wallet.isPending || cardPay.isPending;
  const amountCents = eurosToCents(amount);
  const pay = useWalletOrCard(card, { amountCents, cardOk: cardAllowed(amountCents), busy });

  const submit = () => {
    if (pay.method === 'wallet') wallet.mutate(target, { onSuccess: onClose });
    else cardPay.mutate({ target, method: card.choice.method }, { onSuccess: onClose });
  };

  const title = t(target === null ? 'bookings.payTotalTitle' : 'bookings.payPartTitle');
  return (
    <FormDialog title={title} busy={busy} onClose={onClose} onSubmit={submit}>
      <Text>{t('bookings.amount', { amount: formatEuros(amount) })}</Text>
      <PackChoice booking={booking} target={target} busy={busy} onPaid={onClose} />
      <WalletOrCardFields
        pay={pay}
        card={card}
        busy={busy}
        onCancel={onClose}
        label={t('bookings.payAmount', { amount: formatEuros(amount) })}
      />
    </FormDialog>
  );
}
