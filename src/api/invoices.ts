/**
 * Tickets and invoices (decision 091): the member's own (/api/invoices/…), the admin's book,
 * export, chain check and AEAT queue (/api/admin/invoices/…) and the club's fiscal setup
 * (/api/admin/settings/invoicing). Money is euros with 2 decimals; VAT rates are percents.
 */
import { z } from 'zod';
import { INVOICE_TYPES, SALE_KINDS, SERIES_PATTERN } from '@/domain/invoicing.ts';
import { MEDIA_TYPE_KEY, euroAmount, nonJsonAnswer, okWith } from './common.ts';

const invoiceType = z.enum(INVOICE_TYPES);
const saleKind = z.enum(SALE_KINDS);
/** A billing record's state: waiting, AEAT's three answers, or kept locally (no VERI*FACTU). */
export const RECORD_STATES = [
  'pending',
  'correct',
  'acceptedWithErrors',
  'rejected',
  'kept',
] as const;
const recordState = z.enum(RECORD_STATES);
export type RecordState = z.infer<typeof recordState>;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid');

const partySchema = z.object({ nif: z.string(), name: z.string(), address: z.string() });
const invoiceRefSchema = z.object({ _id: z.string(), number: z.string(), type: invoiceType });

/** A ticket in a list: 'Mis facturas', the booking's tickets. */
export const invoiceSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  type: invoiceType,
  /** ISO instant of issue; `day` is its date at the club. */
  issuedAt: z.string(),
  day: z.string(),
  /** What was sold, in the reader's language. */
  description: z.string(),
  /** Euros, VAT included; negative for a correction. */
  total: z.number(),
  bookingId: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  kind: saleKind,
  total: z.number(),
  /** Percent (21); 0 with `exempt` for an exempt line. */
  vatRate: z.number(),
  exempt: z.boolean(),
});
export const taxRowSchema = z.object({
  vatRate: z.number(),
  exempt: z.boolean(),
  base: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type TaxRowView = z.infer<typeof taxRowSchema>;

/** One ticket or invoice whole, as its holder sees it and its PDF prints it. */
export const invoiceSchema = invoiceSummarySchema.extend({
  issuer: partySchema,
  /** The buyer of a full invoice (F1, R1); none on a ticket. */
  recipient: partySchema.nullable(),
  lines: z.array(invoiceLineSchema),
  taxes: z.array(taxRowSchema),
  vatTotal: z.number(),
  /** The ticket a correction corrects. */
  corrects: invoiceRefSchema.nullable(),
  /** The corrections of this one and, once asked, the full invoice replacing it. */
  correctedBy: z.array(invoiceRefSchema),
  replacedBy: invoiceRefSchema.nullable(),
  /** The address AEAT's QR code carries, and whether the legend 'VERI*FACTU' goes with it. */
  qrUrl: z.string(),
  verifactu: z.boolean(),
  /** A ticket not yet corrected nor replaced may be turned into a full invoice. */
  canRequestFull: z.boolean(),
  /** Voided by the club as issued in error (its registro de anulación is in the chain). */
  voided: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.string().uuid('invoices.notFound') });
/** GET /api/invoices: the member's tickets and invoices, newest first. */
export const invoicesQuerySchema = z.object({
  bookingId: z.string().uuid('validation.bookingNotFound').optional(),
});
export const invoicesResponseSchema = okWith({ invoices: z.array(invoiceSummarySchema) });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;
export const invoiceResponseSchema = okWith({ invoice: invoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** POST /api/invoices/:id/full: 'Solicitar factura' with the buyer's NIF/NIE and address. */
export const fullInvoiceBodySchema = z.object({
  nif: z.string().trim().min(1, 'invoices.nifInvalid').max(20, 'invoices.nifInvalid'),
  name: z.string().trim().min(1, 'invoices.nameRequired').max(120, 'invoices.nameRequired'),
  address: z
    .string()
    .trim()
    .min(1, 'invoices.addressRequired')
    .max(200, 'invoices.addressRequired'),
});
export type FullInvoiceBody = z.infer<typeof fullInvoiceBodySchema>;
export const fullInvoiceResponseSchema = okWith({ message: z.string(), invoice: invoiceSchema });
export type FullInvoiceResponse = z.infer<typeof fullInvoiceResponseSchema>;

/** GET /api/admin/invoices and …/export: the book of invoices, filtered. */
export const invoiceBookQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  series: z.string().max(10).optional(),
  type: invoiceType.optional(),
  kind: saleKind.optional(),
  state: recordState.optional(),
});
export type InvoiceBookQuery = z.infer<typeof invoiceBookQuerySchema>;
export const invoiceBookRowSchema = invoiceSummarySchema.extend({
  series: z.string(),
  kinds: z.array(saleKind),
  payer: z.string(),
  recipientNif: z.string().nullable(),
  base: z.number(),
  vat: z.number(),
  state: recordState,
  /** AEAT's message for a record accepted with errors or rejected. */
  stateMessage: z.string().nullable(),
  voided: z.boolean(),
});
export type InvoiceBookRow = z.infer<typeof invoiceBookRowSchema>;
export const invoiceBookResponseSchema = okWith({
  invoices: z.array(invoiceBookRowSchema),
  /** Totals by VAT rate over the rows shown. */
  totals: z.array(taxRowSchema),
});
export type InvoiceBookResponse = z.infer<typeof invoiceBookResponseSchema>;

/** POST /api/admin/invoices/:id/void: an invoice issued in error, voided with the reason. */
export const voidInvoiceBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'invoices.voidReasonRequired')
    .max(200, 'invoices.voidReasonRequired'),
});
export type VoidInvoiceBody = z.infer<typeof voidInvoiceBodySchema>;

/** GET /api/admin/invoices/chain: the fingerprint chain recomputed record by record. */
export const chainCheckResponseSchema = okWith({
  intact: z.boolean(),
  records: z.number(),
  /** The first record whose fingerprint or link does not hold. */
  brokenAt: z.object({ number: z.string(), position: z.number() }).nullable(),
});
export type ChainCheckResponse = z.infer<typeof chainCheckResponseSchema>;

/** GET /api/admin/invoices/queue: billing records and what AEAT answered, oldest waiting first. */
export const recordRowSchema = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  /** 'alta' registers an invoice, 'anulacion' cancels a record sent in error. */
  operation: z.enum(['alta', 'anulacion']),
  state: recordState,
  message: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
});
export type RecordRow = z.infer<typeof recordRowSchema>;
export const recordQueueResponseSchema = okWith({
  records: z.array(recordRowSchema),
  /** When the next send is allowed (AEAT's wait), if records are waiting. */
  nextSendAt: z.string().nullable(),
});
export type RecordQueueResponse = z.infer<typeof recordQueueResponseSchema>;

/** The club's fiscal setup (Ajustes → Facturación). */
const vatSettingSchema = z.object({
  rate: euroAmount(z.number().min(0, 'invoices.rateInvalid').max(100, 'invoices.rateInvalid')),
  exempt: z.boolean(),
});
export const invoicingSettingsSchema = z.object({
  issuer: z.object({
    nif: z.string().trim().max(20),
    name: z.string().trim().max(120),
    address: z.string().trim().max(200),
  }),
  series: z.object({
    ticket: z.string().regex(SERIES_PATTERN, 'invoices.seriesInvalid'),
    full: z.string().regex(SERIES_PATTERN, 'invoices.seriesInvalid'),
    correction: z.string().regex(SERIES_PATTERN, 'invoices.seriesInvalid'),
  }),
  /** 'verifactu' sends records to AEAT; 'local' keeps them chained here with the event log. */
  mode: z.enum(['verifactu', 'local']),
  environment: z.enum(['test', 'production']),
  vat: z.object({
    court: vatSettingSchema,
    class: vatSettingSchema,
    membership: vatSettingSchema,
    pack: vatSettingSchema,
    shop: vatSettingSchema,
  }),
});
export type InvoicingSettingsView = z.infer<typeof invoicingSettingsSchema>;
export const invoicingSettingsResponseSchema = okWith({
  settings: invoicingSettingsSchema,
  /** Tickets are issued only once the issuer's NIF, name and address are set. */
  ready: z.boolean(),
});
export type InvoicingSettingsResponse = z.infer<typeof invoicingSettingsResponseSchema>;
export const saveInvoicingSettingsResponseSchema = invoicingSettingsResponseSchema.extend({
  message: z.string(),
});

/** The real-time event `invoicesUpdated:{userId}`: new tickets of the user were numbered. */
export type InvoicesUpdatedEvent = Record<string, never>;

/** GET /api/invoices/:id/pdf: the ticket as a PDF, with its QR code. */
export const invoicePdfSchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: 'The invoice as a PDF (binary)',
  [MEDIA_TYPE_KEY]: 'application/pdf',
});
/** GET /api/invoices/:id/qr: AEAT's QR code of the ticket, as SVG. */
export const invoiceQrSchema = nonJsonAnswer('image/svg+xml', "AEAT's QR code (SVG)");
