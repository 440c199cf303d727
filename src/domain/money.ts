/**
 * Money rules shared by the PWA and the server. The server and the database count integer cents;
 * euros appear only at the API edge and on screen.
 */
import type { Message } from '@/i18n/message.ts';

type MessageKey = Message['id'];

export const MIN_TOP_UP_EUROS = 10;
export const DEFAULT_TOP_UP_EUROS = 10;
/** The spec's refusal of a top-up under the minimum, as a catalogue key. */
export const MIN_TOP_UP_MESSAGE = 'rules.topUpMin' satisfies MessageKey;
/** A single top-up's upper bound: a typo must not charge a member thousands of euros. */
export const MAX_TOP_UP_EUROS = 10_000;

/**
 * Euros (possibly with float noise such as 10.1 * 3) to whole cents. These two are the only
 * conversions, so rounding happens in one place; a non-finite amount is a bug upstream, so it
 * throws rather than becoming a charge of NaN cents.
 */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError('not a finite amount');
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Two decimals, never NaN, never '-0' from tiny negative rounding noise. */
function displayable(euros: number): number {
  const safe = Number.isFinite(euros) ? euros : 0;
  return Math.round(safe * 100) / 100 || 0;
}

/**
 * The form the spec's own texts fix, dot and all: 'Saldo Disponible: 12.50 €' (decision 077).
 * Also where an end-to-end spec still reads that form.
 */
export function formatEurosAsSpec(euros: number): string {
  return `${displayable(euros).toFixed(2)} €`;
}

export function formatCentsAsSpec(cents: number): string {
  return formatEurosAsSpec(centsToEuros(cents));
}

// Built once per locale: a formatter per call is slow in long lists and tables.
const EUROS = new Map<string, Intl.NumberFormat>();

function eurosIn(locale: string): Intl.NumberFormat {
  let format = EUROS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    EUROS.set(locale, format);
  }
  return format;
}

/**
 * Euros as a Spaniard reads them, where the spec fixes no form (decision 077): '12,50 €',
 * '12.345,00 €'; or as the reader of `locale` does (decision 089: the caller passes the reader's,
 * 'ca-ES', 'en-GB' '€12.50'). Intl's no-break space becomes the plain one the spec's own texts
 * use, so both forms read, search and match alike.
 */
export function formatEurosInSpanish(euros: number, locale = 'es-ES'): string {
  return eurosIn(locale).format(displayable(euros)).replace(/\s/g, ' ');
}

export function formatCentsInSpanish(cents: number, locale = 'es-ES'): string {
  return formatEurosInSpanish(centsToEuros(cents), locale);
}

/** Null when the amount may be topped up, else the spec's message. */
export function validateTopUpAmount(euros: unknown): MessageKey | null {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) return MIN_TOP_UP_MESSAGE;
  if (euros < MIN_TOP_UP_EUROS) return MIN_TOP_UP_MESSAGE;
  return null;
}

/**
 * Reads a decimal as people here type it, '70,50' and '70.50' alike. The rule: spaces are
 * ignored; a single separator is the decimal one ('70,5', '1.5'); with both '.' and ',' the last
 * is the decimal one and the other groups thousands ('1.234,56', '1,234.56'); one separator
 * repeated groups thousands ('1.234.567'). Groups must be of three digits. Anything else (letters,
 * '1e3', '12,34.5', two decimal separators) is null rather than a guess. A number (what a number
 * input gives back once it can) passes when finite.
 */
export function parseDecimal(text: number | string): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const match = /^([+-]?)([\d.,]*)$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  const plain = withDotDecimal(match[2] ?? '');
  if (plain === null || !/\d/.test(plain)) return null;
  const value = Number(`${match[1] ?? ''}${plain}`);
  return Number.isFinite(value) ? value : null;
}

/** The digits with '.' as their only separator, or null when the separators are malformed. */
function withDotDecimal(body: string): string | null {
  const decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
  const group = decimal === ',' ? '.' : ',';
  const decimals = body.split(decimal).length - 1;
  if (!body.includes(group)) {
    if (decimals <= 1) return body.replace(decimal, '.');
    return ungrouped(body, decimal);
  }
  if (decimals > 1) return null;
  const at = body.lastIndexOf(decimal);
  const whole = ungrouped(at === -1 ? body : body.slice(0, at), group);
  return whole === null ? null : `${whole}.${at === -1 ? '' : body.slice(at + 1)}`;
}

function ungrouped(digits: string, separator: string): string | null {
  const groups = digits.split(separator);
  const [first = '', ...rest] = groups;
  const valid = /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g));
  return valid ? groups.join('') : null;
}

/**
 * An amount in euros as typed (see `parseDecimal`), optionally with the euro sign before or
 * after it ('70,50 €'), or as a number input gives it back. More than two decimals is null: '1.234'
 * is 1234 € to a Spaniard and 1.234 € to an English reader, so it is refused, not guessed.
 */
export function parseEuros(value: number | string): number | null {
  const euros = parseDecimal(
    typeof value === 'number' ? value : value.trim().replace(/^€|€$/g, ''),
  );
  if (euros === null) return null;
  return Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6 ? euros : null;
}

/** `parseEuros` in whole cents, for the calls that take cents. */
export function parseCents(value: number | string): number | null {
  const euros = parseEuros(value);
  return euros === null ? null : eurosToCents(euros);
}
