/**
 * Money rules shared by the PWA and the server. The server and the database count integer cents;
 * euros appear only at the API edge and on screen.
 */

export const MIN_TOP_UP_EUROS = 10;
export const DEFAULT_TOP_UP_EUROS = 10;
export const MIN_TOP_UP_MESSAGE = 'El ingreso mínimo es de 10€.';
/** A single top-up's upper bound: a typo must not charge a member thousands of euros. */
export const MAX_TOP_UP_EUROS = 10_000;
export const CURRENCY = 'eur';

/** Euros (possibly with float noise such as 10.1 * 3) to whole cents. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError('not a finite amount');
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** '12.50 €' style, 2 decimals, as the wallet shows it. */
export function formatEuros(euros: number): string {
  return `${euros.toFixed(2)} €`;
}

/** Null when the amount may be topped up, else the spec's message. */
export function validateTopUpAmount(euros: unknown): string | null {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) return MIN_TOP_UP_MESSAGE;
  if (euros < MIN_TOP_UP_EUROS) return MIN_TOP_UP_MESSAGE;
  return null;
}
