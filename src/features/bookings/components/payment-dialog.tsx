import { Button, Modal, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Booking } from '@/api/bookings.ts';
import { PAYMENT_MESSAGES, cardAllowed } from '@/domain/booking-payments.ts';
import {
  CardChoiceAndActions,
  useDialogCard,
} from '@/components/card-payment/saved-card-picker.tsx';
import { eurosToCents, formatEuros } from '@/lib/money.ts';
import { NEEDS_CONNECTION, useOnline } from '@/lib/online.ts';
import { walletBalanceQueryOptions } from '@/lib/queries.ts';
import {
  useBookingCardPayment,
  usePayWithWallet,
  type PaymentTarget,
} from '../api/booking-actions.ts';

interface PaymentDialogProps {
  booking: Booking;
  /** A player's index, or null for the whole booking. */
  target: PaymentTarget;
  /** Euros to pay. */
  amount: number;
  userId: string;
  onClose: () => void;
}

type Method = 'wallet' | 'card';

/** Paying a part or the total: from the wallet, or by card (saved or new). Mounted while open. */
export function PaymentDialog({ booking, target, amount, userId, onClose }: PaymentDialogProps) {
  const online = useOnline();
  const balance = useQuery(walletBalanceQueryOptions());
  const card = useDialogCard();
  const wallet = usePayWithWallet(booking._id);
  const cardPay = useBookingCardPayment(booking, userId, card.payment);
  const walletShort = balance.data !== undefined && balance.data < amount;
  const cardOk = cardAllowed(eurosToCents(amount));
  // Until the member picks, the card when the wallet (once its balance is known) falls short.
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method = chosen ?? (cardOk && walletShort ? 'card' : 'wallet');
  const busy = wallet.isPending || cardPay.isPending;
  const { choice, payment } = card;

  const submitDisabled =
    busy ||
    (online &&
      (method === 'wallet'
        ? walletShort || balance.data === undefined
        : !cardOk ||
          choice.pending ||
          !payment.providerReady ||
          (choice.usingNewCard && !payment.cardComplete)));

  const submit = () => {
    if (method === 'wallet') wallet.mutate(target, { onSuccess: onClose });
    else cardPay.mutate({ target, method: choice.method }, { onSuccess: onClose });
  };

  const title = target === null ? 'Pagar el total de la reserva' : 'Pagar parte de la reserva';
  const submitButton = (
    <Tooltip label={NEEDS_CONNECTION} disabled={online}>
      <Button
        type="submit"
        loading={busy}
        disabled={submitDisabled}
        data-disabled={!online || undefined}
      >
        {`Pagar ${formatEuros(amount)}`}
      </Button>
    </Tooltip>
  );

  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text>{`Importe: ${formatEuros(amount)}`}</Text>
          <Radio.Group
            label="Método de pago"
            value={method}
            onChange={(value) => setChosen(value as Method)}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="wallet"
                label={`Monedero (saldo: ${balance.data === undefined ? '…' : formatEuros(balance.data)})`}
                disabled={busy}
              />
              <Radio value="card" label="Tarjeta" disabled={busy || !cardOk} />
            </Stack>
          </Radio.Group>
          {!cardOk && (
            <Text size="sm" c="dimmed">
              {PAYMENT_MESSAGES.cardMinimum}
            </Text>
          )}
          {method === 'wallet' && walletShort && (
            <Text size="sm" c="red">
              {`${PAYMENT_MESSAGES.insufficientBalance} `}
              <Link to="/profile" search={{ tab: 'monedero' }}>
                Recarga tu monedero
              </Link>
            </Text>
          )}
          <CardChoiceAndActions
            card={card}
            withCard={method === 'card'}
            busy={busy}
            onCancel={onClose}
            submit={submitButton}
          />
        </Stack>
      </form>
    </Modal>
  );
}
