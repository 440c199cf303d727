import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SandboxCard } from '@/api/payments.ts';
import { luhnValid } from '@/domain/cards.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { t } from '@/i18n/index.ts';

/** Groups the digits in fours, as printed on the card. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MMAA' typed in any way becomes 'MM/AA'. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The card the form describes, or null while it is incomplete or cannot be a valid card. Whether
 * the card pays is the gateway's answer, not this form's.
 */
export function parseSandboxCard(
  number: string,
  expiry: string,
  cvc: string,
  now: Date = new Date(),
): SandboxCard | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19 || !luhnValid(digits)) return null;
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const expYear = 2000 + Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth) return null;
  if (!/^\d{3,4}$/.test(cvc)) return null;
  return { number: digits, expMonth, expYear, cvc };
}

function numberError(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 16) return null;
  return luhnValid(digits) ? null : t('cards.invalidNumber');
}

function expiryError(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return t('cards.invalidMonth');
  const year = 2000 + Number(match[2]);
  if (year * 12 + (month - 1) < now.getFullYear() * 12 + now.getMonth()) {
    return t('cards.expired');
  }
  return null;
}

/** The card entry's three inputs: what each is called and how what is typed is tidied. */
const CARD_INPUTS = {
  number: {
    label: 'cards.number',
    placeholder: '4242 4242 4242 4242',
    autoComplete: 'cc-number',
    tidy: formatCardNumber,
  },
  expiry: {
    label: 'cards.expiry',
    placeholder: 'cards.expiryPlaceholder',
    autoComplete: 'cc-exp',
    tidy: formatExpiry,
  },
  cvc: {
    label: 'cards.cvc',
    placeholder: '123',
    autoComplete: 'cc-csc',
    tidy: (raw: string) => raw.replace(/\D/g, '').slice(0, 4),
  },
} as const;

type CardInputName = keyof typeof CARD_INPUTS;

/**
 * The sandbox gateway's card entry: number, MM/AA and CVC (no postal code). It reports the card
 * once it is complete, and null otherwise.
 */
export function SandboxCardField({
  onChange,
  disabled,
}: {
  onChange: (card: SandboxCard | null) => void;
  disabled?: boolean;
}) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });

  useEffect(() => {
    onChange(parseSandboxCard(card.number, card.expiry, card.cvc));
  }, [card, onChange]);

  const input = (name: CardInputName, error: string | null = null) => {
    const { tidy, label, placeholder, autoComplete } = CARD_INPUTS[name];
    return (
      <TextInput
        label={t(label)}
        // The placeholder is a key where it has words ('MM/AA'), else the digits themselves.
        placeholder={placeholder.startsWith('cards.') ? t(placeholder as MessageKey) : placeholder}
        autoComplete={autoComplete}
        inputMode="numeric"
        value={card[name]}
        onChange={(e) => {
          const value = tidy(e.currentTarget.value);
          setCard((current) => ({ ...current, [name]: value }));
        }}
        error={error}
        disabled={disabled}
      />
    );
  };

  return (
    <div>
      {input('number', numberError(card.number))}
      <SimpleGrid cols={2} mt="xs">
        {input('expiry', expiryError(card.expiry, new Date()))}
        {input('cvc')}
      </SimpleGrid>
      <Group mt={4}>
        <Text size="xs" c="dimmed">
          {t('cards.sandboxHint')}
        </Text>
      </Group>
    </div>
  );
}
