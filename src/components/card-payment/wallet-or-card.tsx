import { Button, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@/domain/booking-payments.ts';
import { eurosToCents } from '@/domain/money.ts';
import { formatEuros } from '@/lib/euros.ts';
import { t } from '@/i18n/index.ts';
import { NEEDS_CONNECTION_KEY, useOnline } from '@/lib/online.ts';
import { walletBalanceQueryOptions } from '@/lib/queries.ts';
import { CardChoiceAndActions, cardReady, type DialogCard } from './saved-card-picker.tsx';

type PayMethod = 'wallet' | 'card';

/**
 * What a dialog that pays from the wallet or by card decides before its submit: the balance, the
 * method (until the payer picks, the card when the wallet falls short and the card may pay), and
 * whether the submit can be pressed. Offline the submit stays pressable, so the mutation's offline
 * guard says why nothing was sent.
 */
export function useWalletOrCard(
  card: DialogCard,
  { amountCents, cardOk, busy }: { amountCents: number; cardOk: boolean; busy: boolean },
) {
  const online = useOnline();
  const balance = useQuery(walletBalanceQueryOptions()).data;
  const walletShort = balance !== undefined && eurosToCents(balance) < amountCents;
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const method: PayMethod = chosen ?? (cardOk && walletShort ? 'card' : 'wallet');
  const submitDisabled =
    busy ||
    (online &&
      (method === 'wallet' ? walletShort || balance === undefined : !cardOk || !cardReady(card)));
  return { online, balance, walletShort, cardOk, method, setMethod: setChosen, submitDisabled };
}

/** Wallet or card, with why one of them cannot pay this amount. */
function WalletOrCardChoice({
  state,
  busy,
}: {
  state: ReturnType<typeof useWalletOrCard>;
  busy: boolean;
}) {
  const { method, setMethod, balance, walletShort, cardOk } = state;
  return (
    <>
      <Radio.Group
        label={t('cards.method')}
        value={method}
        onChange={(value) => setMethod(value as PayMethod)}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="wallet"
            label={t('cards.walletBalance', {
              balance: balance === undefined ? '…' : formatEuros(balance),
            })}
            disabled={busy}
          />
          <Radio value="card" label={t('common.card')} disabled={busy || !cardOk} />
        </Stack>
      </Radio.Group>
      {!cardOk && (
        <Text size="sm" c="dimmed">
          {t(PAYMENT_MESSAGES.cardMinimum)}
        </Text>
      )}
      {method === 'wallet' && walletShort && (
        <Text size="sm" c="red">
          {`${t(PAYMENT_MESSAGES.insufficientBalance)} `}
          <Link to="/profile" search={{ tab: 'monedero' }}>
            {t('cards.topUpWallet')}
          </Link>
        </Text>
      )}
    </>
  );
}

/**
 * A payment dialog's submit. Offline it only looks disabled (data-disabled) and says why on
 * hover: pressing it still submits, and the mutation's offline guard answers with a toast.
 */
export function PaySubmitButton({
  online,
  busy,
  disabled,
  children,
}: {
  online: boolean;
  busy: boolean;
  disabled: boolean;
  children: string;
}) {
  return (
    <Tooltip label={t(NEEDS_CONNECTION_KEY)} disabled={online}>
      <Button type="submit" loading={busy} disabled={disabled} data-disabled={!online || undefined}>
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * The end of a dialog that pays from the wallet or by card: the method, the card when it pays,
 * 'Cancelar' and the submit labelled `label`.
 */
export function WalletOrCardFields({
  pay,
  card,
  busy,
  onCancel,
  label,
}: {
  pay: ReturnType<typeof useWalletOrCard>;
  card: DialogCard;
  busy: boolean;
  onCancel: () => void;
  label: string;
}) {
  return (
    <>
      <WalletOrCardChoice state={pay} busy={busy} />
      <CardChoiceAndActions
        card={card}
        withCard={pay.method === 'card'}
        busy={busy}
        onCancel={onCancel}
        submit={
          <PaySubmitButton online={pay.online} busy={busy} disabled={pay.submitDisabled}>
            {label}
          </PaySubmitButton>
        }
      />
    </>
  );
}
