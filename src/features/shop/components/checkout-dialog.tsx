import { Button, Modal, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  CardChoiceAndActions,
  useDialogCard,
} from '@/components/card-payment/saved-card-picker.tsx';
import { SHOP_MESSAGES, shopCardAllowed } from '@/domain/shop.ts';
import { centsToEuros, formatCents, formatEuros } from '@/lib/money.ts';
import { NEEDS_CONNECTION, useOnline } from '@/lib/online.ts';
import { walletBalanceQueryOptions } from '@/lib/queries.ts';
import { useCardOrder, useWalletOrder } from '../api/shop.ts';
import type { Cart } from './use-cart.ts';

type Method = 'wallet' | 'card';

/** Wallet or card, with why one of them cannot pay this cart. */
function MethodChoice({
  method,
  onChange,
  balance,
  walletShort,
  cardOk,
  busy,
}: {
  method: Method;
  onChange: (method: Method) => void;
  balance: number | undefined;
  walletShort: boolean;
  cardOk: boolean;
  busy: boolean;
}) {
  return (
    <>
      <Radio.Group label="Método de pago" value={method} onChange={(v) => onChange(v as Method)}>
        <Stack gap="xs" mt="xs">
          <Radio
            value="wallet"
            label={`Monedero (saldo: ${balance === undefined ? '…' : formatEuros(balance)})`}
            disabled={busy}
          />
          <Radio value="card" label="Tarjeta" disabled={busy || !cardOk} />
        </Stack>
      </Radio.Group>
      {!cardOk && (
        <Text size="sm" c="dimmed">
          {SHOP_MESSAGES.cardMinimum}
        </Text>
      )}
      {method === 'wallet' && walletShort && (
        <Text size="sm" c="red">
          {`${SHOP_MESSAGES.insufficientBalance} `}
          <Link to="/profile" search={{ tab: 'monedero' }}>
            Recarga tu monedero
          </Link>
        </Text>
      )}
    </>
  );
}

/** 'Pagar pedido': from the wallet or by card (from 5 €). Mounted while open. */
export function CheckoutDialog({ cart, onClose }: { cart: Cart; onClose: () => void }) {
  const online = useOnline();
  const balance = useQuery(walletBalanceQueryOptions());
  const card = useDialogCard();
  const wallet = useWalletOrder();
  const cardPay = useCardOrder(card.payment);
  const total = cart.totalCents;
  const walletShort = balance.data !== undefined && balance.data < centsToEuros(total);
  const cardOk = shopCardAllowed(total);
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method = chosen ?? (cardOk && walletShort ? 'card' : 'wallet');
  const busy = wallet.isPending || cardPay.isPending;
  const { choice, payment } = card;
  const items = cart.lines.map((l) => ({ productId: l.product._id, quantity: l.quantity }));

  const submitDisabled =
    busy ||
    (online &&
      (method === 'wallet'
        ? walletShort || balance.data === undefined
        : !cardOk ||
          choice.pending ||
          !payment.providerReady ||
          (choice.usingNewCard && !payment.cardComplete)));

  const done = () => {
    cart.clear();
    onClose();
  };
  const submit = () => {
    if (method === 'wallet') wallet.mutate({ items }, { onSuccess: done });
    else cardPay.mutate({ items, method: choice.method }, { onSuccess: done });
  };

  const submitButton = (
    <Tooltip label={NEEDS_CONNECTION} disabled={online}>
      <Button
        type="submit"
        loading={busy}
        disabled={submitDisabled}
        data-disabled={!online || undefined}
      >
        {`Pagar ${formatCents(total)}`}
      </Button>
    </Tooltip>
  );

  return (
    <Modal opened onClose={busy ? () => {} : onClose} title="Pagar pedido" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Stack gap={2}>
            {cart.lines.map((l) => (
              <Text size="sm" key={l.product._id}>{`${l.quantity} × ${l.product.name}`}</Text>
            ))}
          </Stack>
          <Text fw={600}>{`Total: ${formatCents(total)}`}</Text>
          <MethodChoice
            method={method}
            onChange={setChosen}
            balance={balance.data}
            walletShort={walletShort}
            cardOk={cardOk}
            busy={busy}
          />
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
