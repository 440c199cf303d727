import { Alert, Text } from '@mantine/core';
import type { OpenMatch } from '@/api/matches.ts';
import { useDialogCard } from '@/components/card-payment/saved-card-picker.tsx';
import { WalletOrCardFields, useWalletOrCard } from '@/components/card-payment/wallet-or-card.tsx';
import { cardAllowed } from '@/domain/booking-payments.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { failureMessage } from '@/lib/failures.ts';
import { eurosToCents, formatEurosInSpanish } from '@/domain/money.ts';
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
  const card = useDialogCard();
  const wallet = useJoinWithWallet();
  const cardPay = useJoinByCard(card.payment);
  const cents = eurosToCents(match.seatPrice);
  const busy = wallet.isPending || cardPay.isPending;
  const pay = useWalletOrCard(card, { amountCents: cents, cardOk: cardAllowed(cents), busy });
  const failure = wallet.isError
    ? failureMessage(wallet.error, JOIN_FAILURE)
    : cardPay.isError && failureMessage(cardPay.error, JOIN_BY_CARD_FAILURE);
  const submit = () => {
    if (levelRefusal) return;
    wallet.reset();
    cardPay.reset();
    if (pay.method === 'wallet') wallet.mutate(match._id, { onSuccess: onClose });
    else cardPay.mutate({ matchId: match._id, method: card.choice.method }, { onSuccess: onClose });
  };
  return (
    <FormDialog title="Unirse al partido" busy={busy} onClose={onClose} onSubmit={submit}>
      <Text size="sm">
        {`${match.court.name}, ${formatLongDate(match.dateBooked)} · ${match.timeBooked}`}
      </Text>
      <Text size="sm">
        Tu plaza se paga ahora: es un compromiso. Puedes dejar el partido hasta 6 horas antes del
        inicio y te devolvemos el importe al monedero.
      </Text>
      {levelRefusal && <LevelRefusalAlert code={levelRefusal} />}
      {failure && (
        <Alert color="red" role="alert" title="No te has unido al partido">
          {failure}
        </Alert>
      )}
      <WalletOrCardFields
        pay={{ ...pay, submitDisabled: pay.submitDisabled || !!levelRefusal }}
        card={card}
        busy={busy}
        onCancel={onClose}
        label={`Pagar ${formatEurosInSpanish(match.seatPrice)}`}
      />
    </FormDialog>
  );
}
