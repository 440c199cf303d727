/**
 * Money is integer cents everywhere except where the spec's contract speaks euros; these are the
 * only conversions, so rounding happens in one place.
 */

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** The spec's display: two decimals and the euro sign, e.g. '12.50 €'. */
export function formatEuros(euros: number): string {
  const safe = Number.isFinite(euros) ? euros : 0;
  // Avoids '-0.00 €' for tiny negative rounding noise.
  const rounded = Math.round(safe * 100) / 100 || 0;
  return `${rounded.toFixed(2)} €`;
}

export function formatCents(cents: number): string {
  return formatEuros(centsToEuros(cents));
}
