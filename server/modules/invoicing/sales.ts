/**
 * Sales and refunds as they happen: each writes its ticket (or correction) unnumbered, in the
 * transaction that moves the money, with one INSERT; the chain writer (chain.ts) numbers it right
 * after, so no payment waits on the issuer's one chain (decision 091).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { correctionTypeOf, type InvoiceType, type SaleKind } from '@/domain/invoicing.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  invoices,
  invoicingSettings,
  type InvoiceLineRow,
  type InvoiceParty,
} from '../../db/schema/index.ts';
import { stored, storedColumns, type StoredText } from '../../stored-text.ts';

export interface Sale {
  /** What took the money (a payment, a wallet entry): a second report of it issues nothing. */
  source: string;
  payerId: string | null;
  kind: SaleKind;
  /** VAT included, as the member paid it. */
  totalCents: number;
  description: StoredText;
  /** What was sold ('booking:…', 'pack:…'): the key a refund of it finds the ticket by. */
  subject: string;
  bookingId?: string | null;
}

interface Draft {
  source: string;
  type: InvoiceType;
  payerId: string | null;
  subject: string;
  bookingId: string | null;
  kind: SaleKind;
  totalCents: number;
  description: StoredText;
  correctsId?: string;
  replacesId?: string;
  recipient?: InvoiceParty;
}

/**
 * The draft, in one statement, only while the club invoices: its issuer is set (Ajustes →
 * Facturación). A club that does not invoice through the product writes nothing; a sale from
 * before the setup gets no ticket dated later.
 */
async function insertDraft(tx: Queryable, d: Draft): Promise<void> {
  const text = storedColumns(d.description);
  const lines: InvoiceLineRow[] = [
    { kind: d.kind, totalCents: d.totalCents, rate: 0, exempt: null },
  ];
  const issuer = sql`${invoicingSettings.values} -> 'issuer'`;
  await tx.execute(sql`insert into ${invoices} (source, type, payer_id, subject, booking_id, lines,
      description, description_message, total_cents, corrects_id, replaces_id, recipient)
    select ${d.source}, ${d.type}, ${d.payerId}::uuid, ${d.subject}, ${d.bookingId}::uuid,
      ${JSON.stringify(lines)}::jsonb, ${text.text}, ${JSON.stringify(text.message)}::jsonb,
      ${d.totalCents}, ${d.correctsId ?? null}::uuid, ${d.replacesId ?? null}::uuid,
      ${d.recipient ? JSON.stringify(d.recipient) : null}::jsonb
    where exists (select 1 from ${invoicingSettings} where ${invoicingSettings.id} = 'club'
      and ${issuer} ->> 'nif' <> '' and ${issuer} ->> 'name' <> '' and ${issuer} ->> 'address' <> '')
    on conflict (source) do nothing`);
}

/** A sale to one payer: a simplified invoice (F2) once numbered. Nothing for a free one. */
export async function recordSale(tx: Tx, sale: Sale): Promise<void> {
  if (sale.totalCents <= 0) return;
  await insertDraft(tx, { ...sale, type: 'F2', bookingId: sale.bookingId ?? null });
}

export interface Refund {
  source: string;
  payerId: string;
  subject: string;
  /** How much of the subject's price goes back (positive). */
  cents: number;
}

interface Open {
  id: string;
  type: InvoiceType;
  kind: SaleKind;
  left: number;
  description: StoredText;
  bookingId: string | null;
}

/**
 * The payer's invoices of a subject still standing: each sale's total less its corrections, a
 * replaced ticket standing at zero (its full invoice stands for it). Oldest first.
 */
export async function openInvoices(q: Queryable, payerId: string, subject: string) {
  const rows = await q
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.payerId, payerId), eq(invoices.subject, subject), isNull(invoices.voidedAt)),
    )
    .orderBy(asc(invoices.seq));
  const open = new Map<string, Open>();
  for (const row of rows) {
    if (row.correctsId) {
      const corrected = open.get(row.correctsId);
      if (corrected) corrected.left += row.totalCents;
      continue;
    }
    open.set(row.id, {
      id: row.id,
      type: row.type,
      kind: row.lines[0]?.kind ?? 'court',
      left: row.totalCents,
      description: row.descriptionMessage ?? stored('invoices.lineSale'),
      bookingId: row.bookingId,
    });
  }
  return [...open.values()].filter((o) => o.left > 0);
}

/**
 * Money of a sale given back: a correction (R5 of a ticket, R1 of a full invoice) of the
 * subject's latest standing invoices, never beyond what they charged. A refund of something that
 * was never ticketed (paid with a pack, sold before tickets) corrects nothing.
 */
export async function recordRefund(tx: Tx, refund: Refund): Promise<void> {
  let cents = refund.cents;
  const open = await openInvoices(tx, refund.payerId, refund.subject);
  for (const doc of open.reverse()) {
    if (cents <= 0) break;
    const amount = Math.min(cents, doc.left);
    cents -= amount;
    await insertDraft(tx, {
      source: `${refund.source}:${doc.id}`,
      type: correctionTypeOf(doc.type),
      payerId: refund.payerId,
      subject: refund.subject,
      bookingId: doc.bookingId,
      kind: doc.kind,
      totalCents: -amount,
      description: stored('invoices.lineRefund', { what: doc.description }),
      correctsId: doc.id,
    });
  }
}

/**
 * 'Solicitar factura': the ticket is corrected to zero (R5) and a full invoice (F1) naming the
 * buyer replaces it for what it still stands at (art. 15 RD 1619/2012 asks for the correction).
 */
export async function draftFullInvoice(
  tx: Tx,
  ticket: Open & { payerId: string; subject: string },
  recipient: InvoiceParty,
): Promise<void> {
  await insertDraft(tx, {
    source: `full:${ticket.id}:correction`,
    type: 'R5',
    payerId: ticket.payerId,
    subject: ticket.subject,
    bookingId: ticket.bookingId,
    kind: ticket.kind,
    totalCents: -ticket.left,
    description: stored('invoices.lineReplaced', { what: ticket.description }),
    correctsId: ticket.id,
  });
  await insertDraft(tx, {
    source: `full:${ticket.id}`,
    type: 'F1',
    payerId: ticket.payerId,
    subject: ticket.subject,
    bookingId: ticket.bookingId,
    kind: ticket.kind,
    totalCents: ticket.left,
    description: ticket.description,
    replacesId: ticket.id,
    recipient,
  });
}

/** What each kind of sale is called on a ticket that has no richer line. */
const KIND_LINES = {
  court: 'invoices.lineCourt',
  class: 'invoices.lineClass',
  membership: 'invoices.lineMembership',
  pack: 'invoices.linePack',
  shop: 'invoices.lineShop',
} as const;

/** A card (gateway) payment applied to what it bought: its ticket, for what it paid for. */
export async function recordPaymentSale(
  tx: Tx,
  payment: { gatewayId: string; userId: string | null },
  sale: { kind: SaleKind; subject: string; cents: number; bookingId?: string | null },
): Promise<void> {
  await recordSale(tx, {
    source: `payment:${payment.gatewayId}`,
    payerId: payment.userId,
    kind: sale.kind,
    totalCents: sale.cents,
    description: stored(KIND_LINES[sale.kind]),
    subject: sale.subject,
    bookingId: sale.bookingId ?? null,
  });
}
