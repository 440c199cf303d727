import { Button, Center, Group, Loader, Modal, NumberInput, Stack, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEFAULT_TOP_UP_EUROS, validateTopUpAmount } from '@/domain/money.ts';
import { NEEDS_CONNECTION, isOnline, useOnline } from '@/lib/online.ts';
import { savedCardsQueryOptions } from '@/components/card-payment/api.ts';
import {
  NEW_CARD,
  SavedCardPicker,
  defaultPaymentMethod,
} from '@/components/card-payment/saved-card-picker.tsx';
import { useCardPayment } from '@/components/card-payment/use-card-payment.tsx';
import {
  createWalletPaymentIntent,
  walletBalanceQueryOptions,
  walletQueryOptions,
} from '../api/wallet.ts';

const GENERIC_ERROR = 'Error al procesar el pago.';

/** 25 → '25', 25.5 → '25.50'. */
function shownAmount(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2);
}

/** 'Añadir saldo al monedero'. Mounted only while open, so closing forgets what was typed. */
export function TopUpDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const payment = useCardPayment();
  const cards = useQuery(savedCardsQueryOptions());
  const [amount, setAmount] = useState<number | string>(DEFAULT_TOP_UP_EUROS);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  // Spec section 8: a saved-cards failure is only logged; the new-card entry still works.
  useEffect(() => {
    if (cards.isError) console.warn('No se pudieron cargar las tarjetas guardadas.', cards.error);
  }, [cards.isError, cards.error]);
  const savedCards = cards.data ?? [];
  const method = chosen ?? defaultPaymentMethod(cards.data);
  const usingNewCard = method === NEW_CARD;

  // Offline the button stays clickable (data-disabled) so it can explain itself and fail at once.
  const submitDisabled =
    processing ||
    (online &&
      (cards.isPending || !payment.providerReady || (usingNewCard && !payment.cardComplete)));

  const submit = async () => {
    const euros = typeof amount === 'number' ? amount : Number.NaN;
    const invalid = validateTopUpAmount(euros);
    setAmountError(invalid);
    if (invalid) return;
    // Money never waits for a connection: offline, the top-up fails now and says why.
    if (!isOnline()) {
      notifications.show({ color: 'red', message: NEEDS_CONNECTION });
      return;
    }
    setProcessing(true);
    try {
      const { clientSecret } = await createWalletPaymentIntent({
        amount: euros,
        paymentMethodId: usingNewCard ? undefined : method,
      });
      const result = await payment.confirmPayment(
        clientSecret,
        usingNewCard ? { kind: 'new', saveCard: true } : { kind: 'saved', id: method },
      );
      if (result.ok) {
        notifications.show({
          color: 'green',
          message: `Se han añadido ${shownAmount(euros)}€ a tu monedero.`,
        });
        void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions().queryKey });
        onClose();
        return;
      }
      notifications.show({
        color: 'red',
        message: result.reason === 'provider' ? `Error: ${result.message}` : GENERIC_ERROR,
      });
    } catch {
      notifications.show({ color: 'red', message: GENERIC_ERROR });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Modal
      opened
      onClose={processing ? () => {} : onClose}
      title="Añadir saldo al monedero"
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <NumberInput
            label="Cantidad (€)"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setAmountError(null);
            }}
            decimalScale={2}
            allowNegative={false}
            step={5}
            error={amountError}
            disabled={processing}
          />
          {savedCards.length > 0 && (
            <SavedCardPicker
              cards={savedCards}
              value={method}
              onChange={setChosen}
              disabled={processing}
            />
          )}
          {cards.isPending && online ? (
            <Center py="sm">
              <Loader size="sm" aria-label="Cargando tarjetas guardadas" />
            </Center>
          ) : (
            usingNewCard && payment.cardEntry
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={processing}>
              Cancelar
            </Button>
            <Tooltip label={NEEDS_CONNECTION} disabled={online}>
              <Button
                type="submit"
                loading={processing}
                disabled={submitDisabled}
                data-disabled={!online || undefined}
              >
                Añadir saldo
              </Button>
            </Tooltip>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
