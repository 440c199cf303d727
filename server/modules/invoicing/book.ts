/**
 * The admin's side of invoicing: the book of invoices with its totals by rate, the chain's
 * integrity recomputed record by record, and the queue of records for AEAT.
 */
import { and, asc, desc, eq, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type {
  ChainCheckResponse,
  InvoiceBookQuery,
  InvoiceBookRow,
  RecordRow,
  TaxRowView,
} from '@/api/invoices.ts';
import { addDays, zonedTimeToInstant } from '@/domain/club-time.ts';
import { taxBreakdown, ticketTotals } from '@/domain/invoicing.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { Language } from '@/i18n/languages.ts';
import type { Queryable } from '../../db/client.ts';
import { billingRecords, invoices, invoicingSettings, users } from '../../db/schema/index.ts';
import { translator, type Translate } from '../../i18n.ts';
import { fingerprintOf } from './aeat/fingerprint.ts';
import { SEND_FAILURES } from './sender.ts';
import { isIssued, summaryOf, taxRowView, ticketLines } from './views.ts';

const BOOK_LIMIT = 5_000;

function bookFilters(query: InvoiceBookQuery, zone: string): SQL[] {
  const where: SQL[] = [isNotNull(invoices.number)];
  const from = query.from ? zonedTimeToInstant(query.from, '00:00', zone) : null;
  const to = query.to ? zonedTimeToInstant(addDays(query.to, 1), '00:00', zone) : null;
  if (from) where.push(gte(invoices.issuedAt, from));
  if (to) where.push(lt(invoices.issuedAt, to));
  if (query.series) where.push(eq(invoices.series, query.series));
  if (query.type) where.push(eq(invoices.type, query.type));
  if (query.kind)
    where.push(sql`${invoices.lines} @> ${JSON.stringify([{ kind: query.kind }])}::jsonb`);
  if (query.state) where.push(eq(billingRecords.state, query.state));
  return where;
}

export interface Book {
  invoices: InvoiceBookRow[];
  totals: TaxRowView[];
}

/** The book's invoices in the order they were issued (the chain's), with payer and record. */
export async function invoiceRows(q: Queryable, query: InvoiceBookQuery, zone: string) {
  const rows = await q
    .select({ invoice: invoices, payer: users.name, record: billingRecords })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.payerId))
    // The invoice's alta: a voided one also has its anulación, which the book shows as 'voided'.
    .leftJoin(
      billingRecords,
      and(
        eq(billingRecords.invoiceId, invoices.id),
        sql`${billingRecords.record} ->> 'operation' = 'alta'`,
      ),
    )
    .where(and(...bookFilters(query, zone)))
    .orderBy(asc(invoices.issuedAt), asc(billingRecords.position))
    .limit(BOOK_LIMIT);
  return rows.flatMap((r) => (isIssued(r.invoice) ? [{ ...r, invoice: r.invoice }] : []));
}

/** The book in date and number order, as a gestoría reads it, with its totals by rate. */
export async function invoiceBook(
  q: Queryable,
  query: InvoiceBookQuery,
  language: Language,
  zone: string,
): Promise<Book> {
  const rows = await invoiceRows(q, query, zone);
  const lines = rows.flatMap((r) => ticketLines(r.invoice.lines));
  const book = rows.map(({ invoice, payer, record }) => {
    const taxes = taxBreakdown(ticketLines(invoice.lines));
    const totals = ticketTotals(taxes);
    return {
      ...summaryOf(invoice, language, zone),
      series: invoice.series ?? '',
      kinds: [...new Set(invoice.lines.map((l) => l.kind))],
      payer: invoice.recipient?.name ?? payer ?? '',
      recipientNif: invoice.recipient?.nif ?? null,
      base: centsToEuros(totals.total - totals.vat),
      vat: centsToEuros(totals.vat),
      state: record?.state ?? 'pending',
      stateMessage: record?.message ?? null,
      voided: invoice.voidedAt !== null,
    };
  });
  return { invoices: book, totals: taxBreakdown(lines).map(taxRowView) };
}

/**
 * Recomputes every record's fingerprint and checks it names the one before: the first record
 * that does not hold is where the chain was broken (or a record altered).
 */
export async function checkChain(q: Queryable): Promise<Omit<ChainCheckResponse, 'success'>> {
  const rows = await q
    .select({
      position: billingRecords.position,
      record: billingRecords.record,
      fingerprint: billingRecords.fingerprint,
    })
    .from(billingRecords)
    .orderBy(asc(billingRecords.position));
  let previous: string | null = null;
  for (const [index, row] of rows.entries()) {
    const { fingerprint, ...unsigned } = row.record;
    const holds =
      row.position === index + 1 &&
      fingerprint === row.fingerprint &&
      fingerprintOf(unsigned) === row.fingerprint &&
      (row.record.previous?.fingerprint ?? null) === previous;
    if (!holds) {
      return {
        intact: false,
        records: rows.length,
        brokenAt: { number: row.record.number, position: row.position },
      };
    }
    previous = row.fingerprint;
  }
  return { intact: true, records: rows.length, brokenAt: null };
}

const QUEUE_LIMIT = 200;

/** A failure of ours in the admin's words with its detail; AEAT's code before AEAT's text. */
function queueMessage(t: Translate, code: string | null, message: string | null): string | null {
  if (code && code in SEND_FAILURES) {
    const words = t(SEND_FAILURES[code as keyof typeof SEND_FAILURES]);
    return message ? `${words} (${message})` : words;
  }
  if (code) return `[${code}] ${message ?? ''}`.trim();
  return message;
}

/** Records waiting for AEAT first (in chain order), then the latest answered. */
export async function recordQueue(
  q: Queryable,
  language: Language,
): Promise<{ records: RecordRow[]; nextSendAt: string | null }> {
  const t = translator(language);
  const waiting = await q
    .select()
    .from(billingRecords)
    .where(eq(billingRecords.state, 'pending'))
    .orderBy(asc(billingRecords.position))
    .limit(QUEUE_LIMIT);
  const answered = await q
    .select()
    .from(billingRecords)
    .where(and(ne(billingRecords.state, 'pending'), ne(billingRecords.state, 'kept')))
    .orderBy(desc(billingRecords.position))
    .limit(QUEUE_LIMIT);
  const [settings] = await q
    .select({ nextSendAt: invoicingSettings.nextSendAt })
    .from(invoicingSettings);
  const records = [...waiting, ...answered].map((r) => ({
    _id: r.id,
    invoiceNumber: r.record.number,
    operation: r.record.operation,
    state: r.state,
    message: queueMessage(t, r.code, r.message),
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    attempts: r.attempts,
  }));
  const next = waiting.length > 0 ? (settings?.nextSendAt?.toISOString() ?? null) : null;
  return { records, nextSendAt: next };
}
