import { Center, Loader, Radio, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { SavedCard } from '@/api/payments.ts';
import { useOnline } from '@/lib/online.ts';
import { savedCardsQueryOptions } from './api.ts';
import { useCardPayment, type CardPayment, type PaymentMethodChoice } from './use-card-payment.tsx';
import { DialogActions } from '@/components/dialog-actions.tsx';
import { t } from '@/i18n/index.ts';

/** The radio value that stands for typing a new card. */
export const NEW_CARD = 'new';

/** 'VISA **** **** **** 4242 (04/2030)': brand upper case, masked digits, MM/YYYY. */
export function savedCardLabel(card: SavedCard): string {
  const month = String(card.expMonth).padStart(2, '0');
  return `${card.brand.toUpperCase()} **** **** **** ${card.last4} (${month}/${card.expYear})`;
}

/** Spec section 4: the method defaults to the first saved card, else a new card. */
export function defaultPaymentMethod(cards: SavedCard[] | undefined): string {
  return cards?.[0]?.id ?? NEW_CARD;
}

/** The radio list of saved cards plus 'Usar nueva tarjeta'. */
export function SavedCardPicker({
  cards,
  value,
  onChange,
  disabled,
}: {
  cards: SavedCard[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} label={t('cards.method')}>
      <Stack gap="xs" mt="xs">
        {cards.map((card) => (
          <Radio key={card.id} value={card.id} label={savedCardLabel(card)} disabled={disabled} />
        ))}
        <Radio value={NEW_CARD} label={t('cards.newCard')} disabled={disabled} />
      </Stack>
    </Radio.Group>
  );
}

/** The member's choice between their saved cards and a new one, in a payment dialog. */
export interface SavedCardChoice {
  cards: SavedCard[];
  /** The saved cards have not loaded yet. */
  pending: boolean;
  /** A saved card's id, or {@link NEW_CARD}. */
  value: string;
  onChange: (value: string) => void;
  usingNewCard: boolean;
  /** For the card payment: the chosen saved card, or the new card (kept for next time). */
  method: PaymentMethodChoice;
}

/**
 * The saved cards, reloaded each time a payment dialog opens (spec section 4), and which one is
 * chosen: the first by default, else a new card. A failure to load them is only logged (spec
 * section 8): the new-card entry still works.
 */
export function useSavedCardChoice(): SavedCardChoice {
  const cards = useQuery(savedCardsQueryOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (cards.isError) console.warn('No se pudieron cargar las tarjetas guardadas.', cards.error);
  }, [cards.isError, cards.error]);

  const value = chosen ?? defaultPaymentMethod(cards.data);
  const usingNewCard = value === NEW_CARD;
  return {
    cards: cards.data ?? [],
    pending: cards.isPending,
    value,
    onChange: setChosen,
    usingNewCard,
    method: usingNewCard ? { kind: 'new', saveCard: true } : { kind: 'saved', id: value },
  };
}

/**
 * What a payment dialog shows to pick the card: a spinner while the saved cards load (offline
 * they cannot, so the card entry shows instead), the saved-card list, and the card entry when a
 * new card is chosen.
 */
function SavedCardChoiceFields({
  choice,
  cardEntry,
  disabled,
}: {
  choice: SavedCardChoice;
  cardEntry: ReactNode;
  disabled: boolean;
}) {
  const online = useOnline();
  if (choice.pending && online) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('cards.loadingSaved')} />
      </Center>
    );
  }
  return (
    <>
      {choice.cards.length > 0 && (
        <SavedCardPicker
          cards={choice.cards}
          value={choice.value}
          onChange={choice.onChange}
          disabled={disabled}
        />
      )}
      {choice.usingNewCard && cardEntry}
    </>
  );
}

/** A payment dialog's card: the gateway's card entry and confirmations, and which card pays. */
export interface DialogCard {
  payment: CardPayment;
  choice: SavedCardChoice;
}

/** Whether the card that would pay can pay now: saved cards known, gateway ready, new card filled. */
export function cardReady({ choice, payment }: DialogCard): boolean {
  return !choice.pending && payment.providerReady && (!choice.usingNewCard || payment.cardComplete);
}

export function useDialogCard(): DialogCard {
  const payment = useCardPayment();
  const choice = useSavedCardChoice();
  return { payment, choice };
}

/**
 * The end of a payment dialog: which card pays (unless another method was chosen: `withCard`
 * false), then 'Cancelar' and the dialog's own submit button.
 */
export function CardChoiceAndActions({
  card,
  withCard = true,
  busy,
  onCancel,
  submit,
}: {
  card: DialogCard;
  withCard?: boolean;
  busy: boolean;
  onCancel: () => void;
  submit: ReactNode;
}) {
  return (
    <>
      {withCard && (
        <SavedCardChoiceFields
          choice={card.choice}
          cardEntry={card.payment.cardEntry}
          disabled={busy}
        />
      )}
      <DialogActions busy={busy} onBack={onCancel}>
        {submit}
      </DialogActions>
    </>
  );
}
