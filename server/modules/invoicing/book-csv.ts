/**
 * The book of invoices as the CSV a gestoría imports (the 'libro registro de facturas
 * expedidas' of art. 63 RIVA): one line per invoice and VAT rate, amounts with a decimal comma.
 */
import type { InvoiceBookQuery } from '@/api/invoices.ts';
import { clubDate } from '@/domain/club-time.ts';
import { taxBreakdown, type TaxRow } from '@/domain/invoicing.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import type { Queryable } from '../../db/client.ts';
import { csvOf, spanishDate, type CsvColumn } from '../../services/csv.ts';
import { invoiceRows } from './book.ts';
import { describe, ticketLines, type IssuedRow } from './views.ts';

interface Line {
  invoice: IssuedRow;
  tax: TaxRow;
  corrects: string;
  zone: string;
}

const COLUMNS: CsvColumn<Line>[] = [
  { header: 'invoices.csvSeries', cell: (l) => l.invoice.series },
  { header: 'invoices.csvNumber', cell: (l) => l.invoice.number },
  { header: 'invoices.csvDate', cell: (l) => spanishDate(clubDate(l.invoice.issuedAt, l.zone)) },
  { header: 'invoices.csvType', cell: (l) => l.invoice.type },
  { header: 'invoices.csvRecipientNif', cell: (l) => l.invoice.recipient?.nif ?? null },
  { header: 'invoices.csvRecipientName', cell: (l) => l.invoice.recipient?.name ?? null },
  { header: 'invoices.csvDescription', cell: (l, language) => describe(l.invoice, language) },
  { header: 'invoices.csvBase', cell: (l) => centsToEuros(l.tax.base), decimals: 2 },
  { header: 'invoices.csvRate', cell: (l) => l.tax.rate / 100, decimals: 2 },
  {
    header: 'invoices.csvExempt',
    cell: (l) => (l.tax.exempt ? msg('invoices.csvExemptArt20') : null),
  },
  { header: 'invoices.csvVat', cell: (l) => centsToEuros(l.tax.vat), decimals: 2 },
  { header: 'invoices.csvTotal', cell: (l) => centsToEuros(l.tax.total), decimals: 2 },
  { header: 'invoices.csvCorrects', cell: (l) => l.corrects || null },
  {
    header: 'invoices.csvVoided',
    cell: (l) => (l.invoice.voidedAt ? msg('invoices.voided') : null),
  },
];

export async function invoiceBookCsv(
  q: Queryable,
  query: InvoiceBookQuery,
  language: Language,
  zone: string,
): Promise<string> {
  const rows = await invoiceRows(q, query, zone);
  const numbers = new Map(rows.map((r) => [r.invoice.id, r.invoice.number]));
  const lines = rows.flatMap(({ invoice }) =>
    taxBreakdown(ticketLines(invoice.lines)).map((tax) => ({
      invoice,
      tax,
      corrects: invoice.correctsId ? (numbers.get(invoice.correctsId) ?? '') : '',
      zone,
    })),
  );
  return csvOf(COLUMNS, lines, language);
}
