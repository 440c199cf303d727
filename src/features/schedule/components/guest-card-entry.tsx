import type { ReactNode } from 'react';
import { useCardPayment } from '@/components/card-payment/use-card-payment.tsx';
import type { GuestCardPayment } from './card-payment-slot.ts';

/**
 * The shared card entry as the booking dialog's card-payment slot, handed over by the routes
 * that book (a court's schedule, the club's day on the home screen).
 */
export function GuestCardEntry({
  children,
}: {
  children: (payment: GuestCardPayment) => ReactNode;
}) {
  const card = useCardPayment();
  return children({
    providerReady: card.providerReady,
    cardComplete: card.cardComplete,
    cardEntry: card.cardEntry,
    pay: (clientSecret) => card.confirmPayment(clientSecret, { kind: 'new', saveCard: false }),
  });
}
