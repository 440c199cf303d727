import { useState } from 'react';
import { DEFAULT_TOP_UP_EUROS, parseEuros, validateTopUpAmount } from '@/domain/money.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { useOnline } from '@/lib/online.ts';
import {
  CardChoiceAndActions,
  cardReady,
  useDialogCard,
} from '@/components/card-payment/saved-card-picker.tsx';
import { PaySubmitButton } from '@/components/card-payment/wallet-or-card.tsx';
import { useTopUp } from '../api/wallet.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useT } from '@/i18n/react.tsx';
import type { MessageKey } from '@/i18n/keys.ts';

/** 'Añadir saldo al monedero'. Mounted only while open, so closing forgets what was typed. */
export function TopUpDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const online = useOnline();
  const card = useDialogCard();
  const { payment, choice } = card;
  const topUp = useTopUp(payment.confirmPayment);
  const [amount, setAmount] = useState<number | string>(DEFAULT_TOP_UP_EUROS);
  const [amountError, setAmountError] = useState<MessageKey | null>(null);
  const processing = topUp.isPending;

  // Offline the button stays clickable (data-disabled) so it can explain itself and fail at once.
  const submitDisabled = processing || (online && !cardReady(card));

  const submit = () => {
    // '70,50' comes back as the string '70.50', which a type check once refused as under 10 €.
    const euros = parseEuros(amount) ?? Number.NaN;
    const invalid = validateTopUpAmount(euros);
    setAmountError(invalid);
    if (invalid) return;
    topUp.mutate({ euros, method: choice.method }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={t('account.topUpTitle')}
      busy={processing}
      onClose={onClose}
      onSubmit={submit}
    >
      <EuroInput
        label={t('account.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setAmountError(null);
        }}
        step={5}
        error={amountError && t(amountError)}
        disabled={processing}
      />
      <CardChoiceAndActions
        card={card}
        busy={processing}
        onCancel={onClose}
        submit={
          <PaySubmitButton online={online} busy={processing} disabled={submitDisabled}>
            {t('account.topUpSubmit')}
          </PaySubmitButton>
        }
      />
    </FormDialog>
  );
}
