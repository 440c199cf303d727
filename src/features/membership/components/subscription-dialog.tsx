import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { IntentType } from '@/api/payments.ts';
import { formatEuros } from '@/domain/money.ts';
import { CLUB_TIME_ZONE } from '@/lib/dates.ts';
import { NEEDS_CONNECTION, isOnline } from '@/lib/online.ts';
import { savedCardsQueryOptions } from '@/components/card-payment/api.ts';
import {
  NEW_CARD,
  SavedCardPicker,
  defaultPaymentMethod,
} from '@/components/card-payment/saved-card-picker.tsx';
import { useCardPayment } from '@/components/card-payment/use-card-payment.tsx';

export const SUBSCRIPTION_MESSAGES = {
  providerNotReady: 'Stripe no está listo. Por favor, intenta nuevamente.',
  noClientSecret: 'No se pudo iniciar el proceso de pago. Intenta nuevamente.',
  noCardForm: 'No se pudo cargar el formulario de tarjeta. Intenta nuevamente.',
  setupError: 'Error al guardar el método de pago. Inténtalo de nuevo.',
  paymentError: 'Error al procesar el pago. Inténtalo de nuevo.',
  unexpected: 'Ocurrió un error. Intenta nuevamente.',
  setupDone: 'Método de pago guardado y suscripción activada.',
} as const;

export function subscriptionDoneMessage(membershipName: string): string {
  return `Suscripción completada con éxito a ${membershipName}.`;
}

/** 'es-ES long date, short time' in the club's zone, e.g. '21 de diciembre de 2026, 10:00'. */
export function formatChargeDate(iso: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(iso));
}

/** The setup-mode banner (spec section 8). */
export function setupBannerText(nextChargeAt: string | null | undefined): string {
  return nextChargeAt && !Number.isNaN(Date.parse(nextChargeAt))
    ? `No se realizará ningún cobro hoy. El primer cobro se realizará el ${formatChargeDate(nextChargeAt)}.`
    : 'No se realizará ningún cobro hoy. Guardaremos tu método de pago para los próximos cobros.';
}

/**
 * Spec section 5, in its order: the provider, then the client secret, then the card form when a
 * new card is used. Null when the dialog may submit.
 */
export function subscriptionSubmitProblem(state: {
  providerReady: boolean;
  clientSecret: string | null | undefined;
  usingNewCard: boolean;
  cardMounted: boolean;
}): string | null {
  if (!state.providerReady) return SUBSCRIPTION_MESSAGES.providerNotReady;
  if (!state.clientSecret) return SUBSCRIPTION_MESSAGES.noClientSecret;
  if (state.usingNewCard && !state.cardMounted) return SUBSCRIPTION_MESSAGES.noCardForm;
  return null;
}

export interface SubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the card was confirmed, before the dialog closes. */
  onSucceeded?: () => void;
  clientSecret: string | null;
  membershipName: string;
  /** Euros a month. */
  membershipPrice: number;
  intentType?: IntentType;
  nextChargeAt?: string | null;
  isSchoolMembership?: boolean;
}

/** 'Completar Suscripción': the chosen membership, its total, and how to pay for it. */
export function SubscriptionDialog(props: SubscriptionDialogProps) {
  return (
    <Modal
      opened={props.open}
      onClose={props.onClose}
      title="Completar Suscripción"
      size="sm"
      centered
    >
      {/* Mounted only while open: reopening starts clean and reloads the saved cards. */}
      {props.open && <SubscriptionForm {...props} />}
    </Modal>
  );
}

function SubscriptionForm({
  onClose,
  onSucceeded,
  clientSecret,
  membershipName,
  membershipPrice,
  intentType,
  nextChargeAt,
  isSchoolMembership = false,
}: SubscriptionDialogProps) {
  const setupMode = intentType === 'setup_intent';
  const payment = useCardPayment();
  const cards = useQuery({ ...savedCardsQueryOptions(), refetchOnMount: 'always' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    if (cards.isError) console.warn('No se pudieron cargar las tarjetas guardadas.', cards.error);
  }, [cards.isError, cards.error]);

  const savedCards = cards.data ?? [];
  const method = chosen ?? defaultPaymentMethod(cards.data);
  const usingNewCard = method === NEW_CARD;
  const problem = subscriptionSubmitProblem({
    providerReady: payment.providerReady,
    clientSecret,
    usingNewCard,
    cardMounted: payment.cardMounted,
  });
  const submitDisabled =
    processing || problem !== null || cards.isPending || (usingNewCard && !payment.cardComplete);

  const submit = async () => {
    const blocked = subscriptionSubmitProblem({
      providerReady: payment.providerReady,
      clientSecret,
      usingNewCard,
      cardMounted: payment.cardMounted,
    });
    if (blocked || !clientSecret) {
      notifications.show({
        color: 'red',
        message: blocked ?? SUBSCRIPTION_MESSAGES.noClientSecret,
      });
      return;
    }
    if (!isOnline()) {
      notifications.show({ color: 'red', message: NEEDS_CONNECTION });
      return;
    }
    setProcessing(true);
    try {
      const choice = usingNewCard
        ? ({ kind: 'new', saveCard: true } as const)
        : ({ kind: 'saved', id: method } as const);
      const result = setupMode
        ? await payment.confirmSetup(clientSecret, choice)
        : await payment.confirmPayment(clientSecret, choice);
      if (result.ok) {
        notifications.show({
          color: 'green',
          message: setupMode
            ? SUBSCRIPTION_MESSAGES.setupDone
            : subscriptionDoneMessage(membershipName),
        });
        onSucceeded?.();
        onClose();
        return;
      }
      notifications.show({
        color: 'red',
        title: result.reason === 'provider' ? result.message : undefined,
        message: setupMode ? SUBSCRIPTION_MESSAGES.setupError : SUBSCRIPTION_MESSAGES.paymentError,
      });
    } catch {
      notifications.show({ color: 'red', message: SUBSCRIPTION_MESSAGES.unexpected });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text>
          Vas a suscribirte a la membresía{' '}
          <Text span fw={700}>
            {membershipName}
          </Text>
          .
        </Text>
        {isSchoolMembership && (
          <Alert color="red" variant="light">
            No realices el pago si todavía no se te ha asignado un grupo. Contacta con tu entrenador
            antes de suscribirte.
          </Alert>
        )}
        <Text fw={600}>Total: {formatEuros(membershipPrice)}</Text>
        {setupMode && (
          <Alert color="blue" variant="light">
            {setupBannerText(nextChargeAt)}
          </Alert>
        )}
        {cards.isPending ? (
          <Center py="sm">
            <Loader size="sm" aria-label="Cargando tarjetas guardadas" />
          </Center>
        ) : (
          <>
            {savedCards.length > 0 && (
              <SavedCardPicker
                cards={savedCards}
                value={method}
                onChange={setChosen}
                disabled={processing}
              />
            )}
            {usingNewCard && payment.cardEntry}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={processing}>
            Cancelar
          </Button>
          <Button type="submit" loading={processing} disabled={submitDisabled}>
            {setupMode ? 'Guardar método de pago' : 'Suscribirse'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
