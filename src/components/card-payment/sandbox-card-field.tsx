import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SandboxCard } from '@/api/payments.ts';

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

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
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
  return luhnValid(digits) ? null : 'Número de tarjeta inválido.';
}

function expiryError(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'Mes inválido.';
  const year = 2000 + Number(match[2]);
  if (year * 12 + (month - 1) < now.getFullYear() * 12 + now.getMonth()) {
    return 'La tarjeta ha caducado.';
  }
  return null;
}

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
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  useEffect(() => {
    onChange(parseSandboxCard(number, expiry, cvc));
  }, [number, expiry, cvc, onChange]);

  const now = new Date();
  return (
    <div>
      <TextInput
        label="Número de tarjeta"
        placeholder="4242 4242 4242 4242"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(e) => setNumber(formatCardNumber(e.currentTarget.value))}
        error={numberError(number)}
        disabled={disabled}
      />
      <SimpleGrid cols={2} mt="xs">
        <TextInput
          label="Caducidad (MM/AA)"
          placeholder="MM/AA"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
          error={expiryError(expiry, now)}
          disabled={disabled}
        />
        <TextInput
          label="CVC"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          disabled={disabled}
        />
      </SimpleGrid>
      <Group mt={4}>
        <Text size="xs" c="dimmed">
          Pasarela de pruebas: no se realiza ningún cargo real.
        </Text>
      </Group>
    </div>
  );
}
