/**
 * Invoices as members and admins read them: the API's shapes (src/api/invoices.ts), worded in
 * the reader's language, amounts in euros, the QR address from the issuer and the ticket.
 */
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Invoice, InvoiceSummary, TaxRowView } from '@/api/invoices.ts';
import { clubDate } from '@/domain/club-time.ts';
import {
  qrValidationUrl,
  taxBreakdown,
  ticketTotals,
  type TaxRow,
  type TicketLine,
} from '@/domain/invoicing.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import type { Queryable } from '../../db/client.ts';
import { invoices, type InvoiceLineRow } from '../../db/schema/index.ts';
import { readStored } from '../../stored-text.ts';
import type { InvoicingSettings } from './settings.ts';

/** Any invoice the reader may not read, or that does not exist: one answer for both. */
export const INVOICE_NOT_FOUND = msg('invoices.notFound');

export type InvoiceRow = typeof invoices.$inferSelect;
/** A numbered invoice: the writer has set these. */
export type IssuedRow = InvoiceRow & { number: string; issuedAt: Date };

export function isIssued(row: InvoiceRow): row is IssuedRow {
  return row.number !== null && row.issuedAt !== null;
}

export function ticketLines(lines: readonly InvoiceLineRow[]): TicketLine[] {
  return lines.map((l) => ({
    kind: l.kind,
    totalCents: l.totalCents,
    treatment: l.exempt ? { exempt: l.exempt } : { rate: l.rate },
  }));
}

export function taxRowView(row: TaxRow): TaxRowView {
  return {
    vatRate: row.rate / 100,
    exempt: row.exempt !== null,
    base: centsToEuros(row.base),
    vat: centsToEuros(row.vat),
    total: centsToEuros(row.total),
  };
}

export function describe(row: InvoiceRow, language: Language): string {
  return readStored(language, row.descriptionMessage, row.description);
}

export function summaryOf(row: IssuedRow, language: Language, zone: string): InvoiceSummary {
  return {
    _id: row.id,
    number: row.number,
    type: row.type,
    issuedAt: row.issuedAt.toISOString(),
    day: clubDate(row.issuedAt, zone),
    description: describe(row, language),
    total: centsToEuros(row.totalCents),
    bookingId: row.bookingId,
  };
}

const ref = (row: IssuedRow) => ({ _id: row.id, number: row.number, type: row.type });

/** The invoices around one: the one it corrects, its corrections and its replacement. */
async function relatedOf(q: Queryable, row: InvoiceRow): Promise<IssuedRow[]> {
  const links = [eq(invoices.correctsId, row.id), eq(invoices.replacesId, row.id)];
  if (row.correctsId) links.push(eq(invoices.id, row.correctsId));
  const rows = await q
    .select()
    .from(invoices)
    .where(and(or(...links), isNotNull(invoices.number)));
  return rows.filter(isIssued);
}

export async function invoiceOf(
  q: Queryable,
  row: IssuedRow,
  settings: InvoicingSettings,
  language: Language,
  zone: string,
): Promise<Invoice> {
  const related = await relatedOf(q, row);
  const corrections = related.filter((r) => r.correctsId === row.id);
  const replacedBy = related.find((r) => r.replacesId === row.id) ?? null;
  const corrects = related.find((r) => r.id === row.correctsId) ?? null;
  const taxes = taxBreakdown(ticketLines(row.lines));
  const summary = summaryOf(row, language, zone);
  const issuer = row.issuer ?? settings.issuer;
  const standing = corrections.reduce((sum, r) => sum + r.totalCents, row.totalCents);
  return {
    ...summary,
    issuer,
    recipient: row.recipient,
    lines: row.lines.map((l) => ({
      description: summary.description,
      kind: l.kind,
      total: centsToEuros(l.totalCents),
      vatRate: l.rate / 100,
      exempt: l.exempt !== null,
    })),
    taxes: taxes.map(taxRowView),
    vatTotal: centsToEuros(ticketTotals(taxes).vat),
    corrects: corrects ? ref(corrects) : null,
    correctedBy: corrections.map(ref),
    replacedBy: replacedBy ? ref(replacedBy) : null,
    qrUrl: qrValidationUrl({
      nif: issuer.nif,
      number: row.number,
      day: summary.day,
      totalCents: row.totalCents,
      verifactu: row.verifactu ?? false,
      environment: settings.environment,
    }),
    verifactu: row.verifactu ?? false,
    canRequestFull:
      row.type === 'F2' && row.voidedAt === null && replacedBy === null && standing > 0,
    voided: row.voidedAt !== null,
  };
}

/** The member's numbered invoices, newest first (of one booking, when asked). */
export async function invoicesOfPayer(
  q: Queryable,
  payerId: string,
  bookingId: string | undefined,
): Promise<IssuedRow[]> {
  const where = [eq(invoices.payerId, payerId), isNotNull(invoices.number)];
  if (bookingId) where.push(eq(invoices.bookingId, bookingId));
  const rows = await q
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(invoices.issuedAt), desc(invoices.seq))
    .limit(500);
  return rows.filter(isIssued);
}

export async function issuedById(q: Queryable, id: string): Promise<IssuedRow | null> {
  const [row] = await q.select().from(invoices).where(eq(invoices.id, id));
  return row && isIssued(row) ? row : null;
}
