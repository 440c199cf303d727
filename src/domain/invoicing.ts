/**
 * Tickets and invoices (decision 091): what a sale is, how a VAT-included price breaks down, how a
 * ticket is numbered and what its AEAT QR code points to. Shared by the server, which issues, and
 * the PWA, which shows. Money is integer cents; rates are basis points (2100 = 21 %).
 */

/** The kinds of sale the club sets a VAT rate for (Ajustes → Facturación). */
export const SALE_KINDS = ['court', 'class', 'membership', 'pack', 'shop'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/**
 * AEAT's TipoFactura (Orden HAC/1177/2024, L2): F1 full invoice, F2 simplified invoice (ticket),
 * R1 correction of a full invoice (art. 80 Ley 37/1992), R5 correction of a simplified one.
 */
export const INVOICE_TYPES = ['F1', 'F2', 'R1', 'R5'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The series each type is numbered in: tickets, full invoices and corrections apart. */
export type SeriesRole = 'ticket' | 'full' | 'correction';
export function seriesRoleOf(type: InvoiceType): SeriesRole {
  if (type === 'F2') return 'ticket';
  if (type === 'F1') return 'full';
  return 'correction';
}
/** A correction of a ticket is an R5, of a full invoice an R1. */
export function correctionTypeOf(type: InvoiceType): InvoiceType {
  return type === 'F1' || type === 'R1' ? 'R1' : 'R5';
}

/**
 * How a kind of sale is taxed: a rate, or exempt with AEAT's cause (E1 = exempt by art. 20 of
 * Ley 37/1992, the sport services of a non-profit club, art. 20.Uno.13º).
 */
export type VatTreatment = { rate: number } | { exempt: 'E1' };
export const GENERAL_VAT: VatTreatment = { rate: 2100 };

export function vatRateOf(treatment: VatTreatment): number {
  return 'rate' in treatment ? treatment.rate : 0;
}
export function isExempt(treatment: VatTreatment): treatment is { exempt: 'E1' } {
  return 'exempt' in treatment;
}

/** A price with its VAT included, split into taxable base and VAT ('cuota'), in cents. */
export interface VatSplit {
  base: number;
  vat: number;
  total: number;
}

/**
 * Splits a VAT-included total. The base is rounded to the cent and the VAT is what is left, so
 * base + VAT is always the price the member paid; negative totals (corrections) split as the
 * mirror of the positive one so a full refund cancels its ticket to the cent.
 */
export function splitVat(totalCents: number, rate: number): VatSplit {
  if (!Number.isInteger(totalCents)) throw new RangeError('cents must be whole');
  const sign = totalCents < 0 ? -1 : 1;
  const total = Math.abs(totalCents);
  const base = Math.round((total * 10_000) / (10_000 + rate));
  return { base: sign * base || 0, vat: sign * (total - base) || 0, total: totalCents };
}

/** One line of a ticket as the ticket shows it. */
export interface TicketLine {
  kind: SaleKind;
  totalCents: number;
  treatment: VatTreatment;
}
/** One row of a ticket's breakdown: what was taxed at one rate (or exempt). */
export interface TaxRow extends VatSplit {
  rate: number;
  exempt: 'E1' | null;
}

/**
 * A ticket's breakdown by rate: lines of one rate are added before splitting (art. 7 RD
 * 1619/2012 asks for the base and quota per rate, not per line), exempt lines apart.
 */
export function taxBreakdown(lines: readonly TicketLine[]): TaxRow[] {
  const groups = new Map<string, { rate: number; exempt: 'E1' | null; total: number }>();
  for (const line of lines) {
    const exempt = isExempt(line.treatment) ? line.treatment.exempt : null;
    const rate = vatRateOf(line.treatment);
    const key = `${exempt ?? ''}:${rate}`;
    const group = groups.get(key) ?? { rate, exempt, total: 0 };
    group.total += line.totalCents;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.rate - a.rate || (a.exempt ?? '').localeCompare(b.exempt ?? ''))
    .map((g) => ({ rate: g.rate, exempt: g.exempt, ...splitVat(g.total, g.rate) }));
}

/** The sum of the quotas and of the totals: AEAT's CuotaTotal and ImporteTotal, in cents. */
export function ticketTotals(rows: readonly TaxRow[]): { vat: number; total: number } {
  return rows.reduce((sum, r) => ({ vat: sum.vat + r.vat, total: sum.total + r.total }), {
    vat: 0,
    total: 0,
  });
}

/** Up to 9,999,999 tickets a series a year fit; AEAT allows 60 characters. */
const NUMBER_DIGITS = 7;
/** 'T2027-0000001': the series, the year, the consecutive number (art. 6.1.a RD 1619/2012). */
export function invoiceNumber(series: string, year: number, consecutive: number): string {
  return `${series}${year}-${String(consecutive).padStart(NUMBER_DIGITS, '0')}`;
}

/** A series code: letters and digits, short enough to leave room for year and number. */
export const SERIES_PATTERN = /^[A-Z0-9]{1,10}$/;

/** AEAT's date form in records and QR codes: 'dd-mm-yyyy'. */
export function aeatDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}
/**
 * AEAT's amount form: a dot and two decimals, no thousands separator ('12.35', '-3.50'). The same
 * text goes into the XML and the fingerprint, which must agree character for character.
 */
export function aeatAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError('cents must be whole');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type AeatEnvironment = 'production' | 'test';
const QR_HOSTS: Record<AeatEnvironment, string> = {
  production: 'https://www2.agenciatributaria.gob.es',
  test: 'https://prewww2.aeat.es',
};

/**
 * The address a ticket's QR code carries (AEAT, 'Características del QR y especificaciones del
 * servicio de cotejo'): the issuer's NIF, the number, the date and the total; the service reads
 * it to tell the holder whether AEAT has the record (VERI*FACTU) or to take the holder's report.
 */
export function qrValidationUrl(ticket: {
  nif: string;
  number: string;
  day: string;
  totalCents: number;
  verifactu: boolean;
  environment: AeatEnvironment;
}): string {
  const path = ticket.verifactu ? 'ValidarQR' : 'ValidarQRNoVerifactu';
  const query = new URLSearchParams({
    nif: ticket.nif,
    numserie: ticket.number,
    fecha: aeatDate(ticket.day),
    importe: aeatAmount(ticket.totalCents),
  });
  return `${QR_HOSTS[ticket.environment]}/wlpl/TIKE-CONT/${path}?${query.toString()}`;
}

/**
 * A Spanish tax identifier (NIF of a company or a person, NIE of a foreigner) with its control
 * character checked, as AEAT refuses a record whose recipient's NIF is not well formed.
 */
export function isValidNif(value: string): boolean {
  const nif = value.toUpperCase().replace(/[\s-]/g, '');
  const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
  const personal = /^([0-9XYZ])(\d{7})([A-Z])$/.exec(nif);
  if (personal) {
    const first = personal[1] as string;
    const lead = 'XYZ'.includes(first) ? String('XYZ'.indexOf(first)) : first;
    return letters[Number(lead + personal[2]) % 23] === personal[3];
  }
  const company = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!company) return false;
  const digits = company[2] as string;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  const control = (10 - (sum % 10)) % 10;
  const check = company[3] as string;
  return check === String(control) || check === 'JABCDEFGHI'[control];
}
export function normalNif(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}
