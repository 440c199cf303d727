import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { IntentType } from '@/api/payments.ts';
import {
  CardChoiceAndActions,
  useDialogCard,
} from '@/components/card-payment/saved-card-picker.tsx';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { CLUB_TIME_ZONE } from '@/lib/dates.ts';
import { notifyError } from '@/lib/feedback.tsx';
import { SUBSCRIPTION_MESSAGES, useConfirmSubscription } from './subscription-api.ts';

export { SUBSCRIPTION_MESSAGES };

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
  clientSecret,
  membershipName,
  membershipPrice,
  intentType,
  nextChargeAt,
  isSchoolMembership = false,
}: SubscriptionDialogProps) {
  const setupMode = intentType === 'setup_intent';
  const card = useDialogCard();
  const { payment, choice } = card;
  const confirm = useConfirmSubscription(payment);
  const processing = confirm.isPending;

  const problem = subscriptionSubmitProblem({
    providerReady: payment.providerReady,
    clientSecret,
    usingNewCard: choice.usingNewCard,
    cardMounted: payment.cardMounted,
  });
  const submitDisabled =
    processing ||
    problem !== null ||
    choice.pending ||
    (choice.usingNewCard && !payment.cardComplete);

  const submit = () => {
    if (problem || !clientSecret) {
      notifyError(problem ?? SUBSCRIPTION_MESSAGES.noClientSecret);
      return;
    }
    confirm.mutate(
      { clientSecret, method: choice.method, setupMode, membershipName },
      { onSuccess: onClose },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
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
        <Text fw={600}>Total: {formatEurosInSpanish(membershipPrice)}</Text>
        {setupMode && (
          <Alert color="blue" variant="light">
            {setupBannerText(nextChargeAt)}
          </Alert>
        )}
        <CardChoiceAndActions
          card={card}
          busy={processing}
          onCancel={onClose}
          submit={
            <Button type="submit" loading={processing} disabled={submitDisabled}>
              {setupMode ? 'Guardar método de pago' : 'Suscribirse'}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
