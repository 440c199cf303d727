/** /api/invoices/…: the member's tickets and invoices, and 'Solicitar factura'. */
import { responses } from '@/api/common.ts';
import {
  fullInvoiceBodySchema,
  fullInvoiceResponseSchema,
  invoiceIdParamsSchema,
  invoiceResponseSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
} from '@/api/invoices.ts';
import { notFound } from '../../lib/errors.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { requestFullInvoice } from './full.ts';
import { readInvoicing } from './settings.ts';
import {
  INVOICE_NOT_FOUND,
  invoiceOf,
  invoicesOfPayer,
  issuedById,
  summaryOf,
  type IssuedRow,
} from './views.ts';
import type { Queryable } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import type { Invoice } from '@/api/invoices.ts';
import type { Language } from '@/i18n/languages.ts';

/** A member reads their own invoices; an admin any (the member's file, the desk). */
async function readableInvoice(q: Queryable, user: SessionUser, id: string): Promise<IssuedRow> {
  const row = await issuedById(q, id);
  if (!row || (row.payerId !== user.id && user.role !== 'admin')) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

/** One invoice whole, for the user who may read it, in `language`. */
export async function readableInvoiceView(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  language: Language,
): Promise<Invoice> {
  const row = await readableInvoice(ctx.db, user, id);
  const settings = await readInvoicing(ctx.db);
  return invoiceOf(ctx.db, row, settings, language, ctx.config.club.timezone);
}

export const invoicesRoutes: ModuleRoutes = (ctx) => {
  const zone = ctx.config.club.timezone;
  return [
    route({
      method: 'GET',
      path: '/invoices',
      summary: "The user's tickets and invoices ('Mis facturas'), newest first",
      access: 'signedIn',
      schema: {
        querystring: invoicesQuerySchema,
        response: responses({ 200: invoicesResponseSchema }),
      },
      handler: async (request) => {
        const language = requestLanguage(request);
        const rows = await invoicesOfPayer(ctx.db, request.user.id, request.query.bookingId);
        return {
          success: true as const,
          invoices: rows.map((r) => summaryOf(r, language, zone)),
        };
      },
    }),
    route({
      method: 'GET',
      path: '/invoices/:id',
      summary: 'One ticket or invoice, whole',
      access: 'signedIn',
      schema: {
        params: invoiceIdParamsSchema,
        response: responses({ 200: invoiceResponseSchema }),
      },
      handler: async (request) => {
        const language = requestLanguage(request);
        const invoice = await readableInvoiceView(ctx, request.user, request.params.id, language);
        return { success: true as const, invoice };
      },
    }),
    route({
      method: 'POST',
      path: '/invoices/:id/full',
      summary: "Turn a ticket into a full invoice with the buyer's NIF ('Solicitar factura')",
      access: 'signedIn',
      schema: {
        params: invoiceIdParamsSchema,
        body: fullInvoiceBodySchema,
        response: responses({ 201: fullInvoiceResponseSchema }),
      },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const invoice = await requestFullInvoice(
          ctx,
          request.user,
          request.params.id,
          request.body,
          language,
        );
        const message = requestTranslator(request)('invoices.fullIssued');
        return reply.code(201).send({ success: true as const, message, invoice });
      },
    }),
  ];
};
