import { Modal, Stack, Text } from '@mantine/core';
import type { OpenMatch } from '@/api/matches.ts';
import { useDialogCard } from '@/components/card-payment/saved-card-picker.tsx';
import { WalletOrCardFields, useWalletOrCard } from '@/components/card-payment/wallet-or-card.tsx';
import { cardAllowed } from '@/domain/booking-payments.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { eurosToCents, formatEurosInSpanish } from '@/domain/money.ts';
import { useJoinByCard, useJoinWithWallet } from '../api/matches.ts';

/** 'Unirse al partido': the seat paid at once, from the wallet or by card (from 5 €). */
export function JoinDialog({ match, onClose }: { match: OpenMatch; onClose: () => void }) {
  const card = useDialogCard();
  const wallet = useJoinWithWallet();
  const cardPay = useJoinByCard(card.payment);
  const cents = eurosToCents(match.seatPrice);
  const busy = wallet.isPending || cardPay.isPending;
  const pay = useWalletOrCard(card, { amountCents: cents, cardOk: cardAllowed(cents), busy });
  const submit = () => {
    if (pay.method === 'wallet') wallet.mutate(match._id, { onSuccess: onClose });
    else cardPay.mutate({ matchId: match._id, method: card.choice.method }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={busy ? () => {} : onClose} title="Unirse al partido" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {`${match.court.name}, ${formatLongDate(match.dateBooked)} · ${match.timeBooked}`}
          </Text>
          <Text size="sm">
            Tu plaza se paga ahora: es un compromiso. Puedes dejar el partido hasta 6 horas antes
            del inicio y te devolvemos el importe al monedero.
          </Text>
          <WalletOrCardFields
            pay={pay}
            card={card}
            busy={busy}
            onCancel={onClose}
            label={`Pagar ${formatEurosInSpanish(match.seatPrice)}`}
          />
        </Stack>
      </form>
    </Modal>
  );
}
