import { ActionError } from '@/lib/failures.ts';
import type { CardPayment, PaymentMethodChoice } from './use-card-payment.tsx';
import { t } from '@/i18n/index.ts';

/** The card fields of a payment intent's request, from the member's choice of card. */
export function cardChoiceFields(method: PaymentMethodChoice) {
  return {
    saveCard: method.kind === 'new' && method.saveCard,
    paymentMethodId: method.kind === 'saved' ? method.id : null,
  };
}

/** Confirms the card payment; a refusal becomes the message the spec shows for it. */
export async function confirmCardOrThrow(
  card: CardPayment,
  clientSecret: string,
  method: PaymentMethodChoice,
): Promise<void> {
  const result = await card.confirmPayment(clientSecret, method);
  if (result.ok) return;
  throw new ActionError(
    result.reason === 'provider'
      ? t('cards.providerError', { message: result.message })
      : t('cards.paymentFailed'),
  );
}
