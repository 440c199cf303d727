import { Radio, Stack } from '@mantine/core';
import type { SavedCard } from '@/api/payments.ts';

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
    <Radio.Group value={value} onChange={onChange} label="Método de pago">
      <Stack gap="xs" mt="xs">
        {cards.map((card) => (
          <Radio key={card.id} value={card.id} label={savedCardLabel(card)} disabled={disabled} />
        ))}
        <Radio value={NEW_CARD} label="Usar nueva tarjeta" disabled={disabled} />
      </Stack>
    </Radio.Group>
  );
}
