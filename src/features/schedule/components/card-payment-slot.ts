import type { ComponentType, ReactNode } from 'react';

/** The answer of a card confirmation; the gateway's own message comes with 'provider'. */
export type GuestPaymentResult =
  | { ok: true }
  | { ok: false; reason: 'provider'; message: string }
  | { ok: false; reason: 'failed' };

/** What the booking dialog needs from a card entry to charge a guest. */
export interface GuestCardPayment {
  /** The gateway can confirm (config known, Stripe.js loaded). */
  providerReady: boolean;
  /** The card entry holds a complete card. */
  cardComplete: boolean;
  /** The card entry itself (card number, expiry and CVC; no postal code). */
  cardEntry: ReactNode;
  pay: (clientSecret: string) => Promise<GuestPaymentResult>;
}

/**
 * Features do not import each other, so the card entry reaches the schedule as a slot: a
 * component, chosen by the route, that renders its children with a live card payment. It is
 * mounted only while a guest's booking dialog is open, so Stripe.js loads only then.
 */
export type CardPaymentSlot = ComponentType<{
  children: (payment: GuestCardPayment) => ReactNode;
}>;
