import { Alert, Text } from '@mantine/core';
import type { OpenMatch } from '@/api/matches.ts';
import { useDialogCard } from '@/components/card-payment/saved-card-picker.tsx';
import { WalletOrCardFields, useWalletOrCard } from '@/components/card-payment/wallet-or-card.tsx';
import { cardAllowed } from '@/domain/booking-payments.ts';
import { CANCEL_WINDOW_HOURS } from '@/domain/cancellation.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { failureMessage } from '@/lib/failures.ts';
import { eurosToCents } from '@/domain/money.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import {
  JOIN_FAILURE,
  JOIN_BY_CARD_FAILURE,
  useJoinByCard,
  useJoinWithWallet,
} from '../api/matches.ts';
import { LevelRefusalAlert, type LevelRefusalCode } from './level-refusal.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';

/**
 * 'Unirse al partido': the seat paid at once, from the wallet or by card (from 5 €). A level that
 * does not fit is said before paying and 'Pagar' stays disabled; a refusal of the server (a seat
 * taken meanwhile, a level changed) is shown here, and the member stays on the dialog.
 */
export function JoinDialog({
  match,
  onClose,
  levelRefusal = null,
}: {
  match: OpenMatch;
  onClose: () => void;
  levelRefusal?: LevelRefusalCode | null;
}) {
  const t = useT();
  const card = useDialogCard();
  const wallet = useJoinWithWallet();
  const cardPay = useJoinByCard(card.payment);
  const cents = eurosToCents(match.seatPrice);
  const busy = wallet.isPending || cardPay.isPending;
  const pay = useWalletOrCard(card, { amountCents: cents, cardOk: cardAllowed(cents), busy });
  const failure = wallet.isError
    ? failureMessage(wallet.error, t(JOIN_FAILURE))
    : cardPay.isError && failureMessage(cardPay.error, t(JOIN_BY_CARD_FAILURE));
  const submit = () => {
    if (levelRefusal) return;
    wallet.reset();
    cardPay.reset();
    if (pay.method === 'wallet') wallet.mutate(match._id, { onSuccess: onClose });
    else cardPay.mutate({ matchId: match._id, method: card.choice.method }, { onSuccess: onClose });
  };
  return (
    <FormDialog title={t('matches.joinTitle')} busy={busy} onClose={onClose} onSubmit={submit}>
      <Text size="sm">
        {`${match.court.name}, ${formatLongDate(match.dateBooked)} · ${match.timeBooked}`}
      </Text>
      <Text size="sm">{t('matches.joinCommitment', { hours: CANCEL_WINDOW_HOURS })}</Text>
      {levelRefusal && <LevelRefusalAlert code={levelRefusal} />}
      {failure && (
        <Alert color="red" role="alert" title={t('matches.notJoined')}>
          {failure}
        </Alert>
      )}
      <WalletOrCardFields
        pay={{ ...pay, submitDisabled: pay.submitDisabled || !!levelRefusal }}
        card={card}
        busy={busy}
        onCancel={onClose}
        label={t('matches.payAmount', { amount: formatEuros(match.seatPrice) })}
      />
    </FormDialog>
  );
}
