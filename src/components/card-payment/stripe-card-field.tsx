import { Box, Text } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/react.tsx';

/**
 * Stripe's card element, without the postal code. It hands the mounted element to its owner so
 * the owner can confirm with it, and reports whether the card is complete.
 */
export function StripeCardField({
  stripe,
  onElement,
  onComplete,
}: {
  stripe: Stripe;
  onElement: (element: StripeCardElement | null) => void;
  onComplete: (complete: boolean) => void;
}) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const element = stripe.elements({ locale: 'es' }).create('card', { hidePostalCode: true });
    element.on('change', (event) => {
      onComplete(event.complete);
      setError(event.error?.message ?? null);
    });
    element.on('ready', () => onElement(element));
    element.mount(host.current);
    return () => {
      onElement(null);
      onComplete(false);
      element.destroy();
    };
  }, [stripe, onElement, onComplete]);

  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('common.card')}
      </Text>
      <Box
        ref={host}
        p="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      />
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
