import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceType, SaleKind } from '@/domain/invoicing.ts';
import type { StoredText } from '../../stored-text.ts';
import type { BillingRecord } from '@/domain/billing-records.ts';
import { users } from './accounts.ts';

/** The club's fiscal setup (Ajustes → Facturación): one row, what an admin saved. */
export const invoicingSettings = pgTable('invoicing_settings', {
  id: text('id').primaryKey().default('club'),
  values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
  /** AEAT's TiempoEsperaEnvio: no request to AEAT before this instant. */
  nextSendAt: timestamp('next_send_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line of a ticket: its kind, what it cost with VAT, the rate (basis points) or exemption. */
export interface InvoiceLineRow {
  kind: SaleKind;
  totalCents: number;
  rate: number;
  exempt: 'E1' | null;
}
/** The buyer named on a full invoice. */
export interface InvoiceParty {
  nif: string;
  name: string;
  address: string;
}

/**
 * A ticket, invoice or correction. The sale writes it in its own transaction with no number
 * (decision 091); the one chain writer numbers it, in `seq` order, and writes its record.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    /** What made it (a payment, a wallet entry, a request): one invoice per source, ever. */
    source: text('source').notNull().unique(),
    type: text('type').$type<InvoiceType>().notNull(),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was sold ('booking:…', 'pack:…', 'shop:…'): a refund corrects the subject's ticket. */
    subject: text('subject').notNull(),
    bookingId: uuid('booking_id'),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    description: text('description').notNull(),
    descriptionMessage: jsonb('description_message').$type<StoredText>(),
    totalCents: integer('total_cents').notNull(),
    correctsId: uuid('corrects_id'),
    /** For a full invoice: the ticket it replaces (corrected to zero by an R5 first). */
    replacesId: uuid('replaces_id'),
    recipient: jsonb('recipient').$type<InvoiceParty>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Written by the chain writer.
    series: text('series'),
    year: integer('year'),
    consecutive: integer('consecutive'),
    number: text('number').unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuer: jsonb('issuer').$type<InvoiceParty>(),
    verifactu: boolean('verifactu'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_payer_idx').on(t.payerId, t.createdAt),
    index('invoices_subject_idx').on(t.subject),
    index('invoices_unnumbered_idx')
      .on(t.seq)
      .where(sql`${t.number} IS NULL`),
    index('invoices_issued_idx').on(t.issuedAt),
    // The chain writer looks every second for voids without their anulación: only voided rows.
    index('invoices_voided_idx')
      .on(t.voidedAt)
      .where(sql`${t.voidedAt} IS NOT NULL`),
    check('invoices_type', sql`${t.type} IN ('F1', 'F2', 'R1', 'R5')`),
  ],
);

/** The last number of each series in each year: numbers are consecutive, with no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * The billing records (registros de facturación), in the issuer's one chain: each holds the
 * fingerprint of the one before (`position` - 1). `record` is what AEAT receives, kept whole so
 * the chain can be recomputed and a record re-sent exactly.
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: integer('position').notNull().unique(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    record: jsonb('record').$type<BillingRecord>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state')
      .$type<'pending' | 'correct' | 'acceptedWithErrors' | 'rejected' | 'kept'>()
      .notNull(),
    code: text('code'),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_records_pending_idx')
      .on(t.position)
      .where(sql`${t.state} = 'pending'`),
    index('billing_records_invoice_idx').on(t.invoiceId),
  ],
);
