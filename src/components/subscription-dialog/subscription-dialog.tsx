import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { IntentType } from '@/api/payments.ts';
import {
  CardChoiceAndActions,
  useDialogCard,
} from '@/components/card-payment/saved-card-picker.tsx';
import { formatEuros } from '@/lib/euros.ts';
import { CLUB_TIME_ZONE } from '@/lib/dates.ts';
import { notifyError } from '@/lib/feedback.tsx';
import { SUBSCRIPTION_MESSAGES, useConfirmSubscription } from './subscription-api.ts';
import { intlLocale, t } from '@/i18n/index.ts';

export { SUBSCRIPTION_MESSAGES };

/** Long date, short time in the language shown and the club's zone, e.g. '21 de diciembre de 2026, 10:00'. */
export function formatChargeDate(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(iso));
}

/** The setup-mode banner (spec section 8). */
export function setupBannerText(nextChargeAt: string | null | undefined): string {
  return nextChargeAt && !Number.isNaN(Date.parse(nextChargeAt))
    ? t('cards.setupBannerDate', { date: formatChargeDate(nextChargeAt) })
    : t('cards.setupBanner');
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
  if (!state.providerReady) return t(SUBSCRIPTION_MESSAGES.providerNotReady);
  if (!state.clientSecret) return t(SUBSCRIPTION_MESSAGES.noClientSecret);
  if (state.usingNewCard && !state.cardMounted) return t(SUBSCRIPTION_MESSAGES.noCardForm);
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
      title={t('cards.subscriptionTitle')}
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
          {t('cards.subscribingTo')}{' '}
          <Text span fw={700}>
            {membershipName}
          </Text>
          .
        </Text>
        {isSchoolMembership && (
          <Alert color="red" variant="light">
            {t('cards.schoolWarning')}
          </Alert>
        )}
        <Text fw={600}>{t('cards.total', { amount: formatEuros(membershipPrice) })}</Text>
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
              {setupMode ? t('cards.saveMethod') : t('cards.subscribe')}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
