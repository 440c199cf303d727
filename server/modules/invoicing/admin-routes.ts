/**
 * /api/admin/invoices/…: the book, its export, the chain check and the AEAT queue (admins only).
 */
import { messageResponseSchema, responses } from '@/api/common.ts';
import { csvSchema } from '@/api/admin/stats.ts';
import {
  chainCheckResponseSchema,
  invoiceBookQuerySchema,
  invoiceBookResponseSchema,
  invoiceIdParamsSchema,
  voidInvoiceBodySchema,
  recordQueueResponseSchema,
} from '@/api/invoices.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { sendCsv } from '../../services/csv.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { checkChain, invoiceBook, recordQueue } from './book.ts';
import { invoiceBookCsv } from './book-csv.ts';
import { voidInvoice } from './void.ts';

export const invoicesAdminRoutes: ModuleRoutes = (ctx) => {
  const zone = ctx.config.club.timezone;
  return [
    route({
      method: 'GET',
      path: '/admin/invoices',
      summary: 'The book of invoices, filtered, with totals by VAT rate (admin)',
      access: 'admin',
      schema: {
        querystring: invoiceBookQuerySchema,
        response: responses({ 200: invoiceBookResponseSchema }),
      },
      handler: async (request) => {
        const language = requestLanguage(request);
        const book = await invoiceBook(ctx.db, request.query, language, zone);
        return { success: true as const, ...book };
      },
    }),
    route({
      method: 'GET',
      path: '/admin/invoices/export',
      summary: 'The book of invoices as a CSV file for the gestoría (admin)',
      access: 'admin',
      schema: { querystring: invoiceBookQuerySchema, response: responses({ 200: csvSchema }) },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const body = await invoiceBookCsv(ctx.db, request.query, language, zone);
        const { from = 'inicio', to = 'hoy' } = request.query;
        return sendCsv(reply, `facturas_${from}_${to}.csv`, body);
      },
    }),
    route({
      method: 'POST',
      path: '/admin/invoices/:id/void',
      summary: 'Void an invoice issued in error: its registro de anulación (admin)',
      access: 'admin',
      schema: {
        params: invoiceIdParamsSchema,
        body: voidInvoiceBodySchema,
        response: responses({ 200: messageResponseSchema }),
      },
      handler: async (request) => {
        await voidInvoice(ctx, request.user, request.params.id, request.body.reason);
        return { success: true as const, message: requestTranslator(request)('invoices.voidDone') };
      },
    }),
    route({
      method: 'GET',
      path: '/admin/invoices/chain',
      summary: "The billing records' fingerprint chain, recomputed (admin)",
      access: 'admin',
      schema: { response: responses({ 200: chainCheckResponseSchema }) },
      handler: async () => ({ success: true as const, ...(await checkChain(ctx.db)) }),
    }),
    route({
      method: 'GET',
      path: '/admin/invoices/queue',
      summary: 'Billing records waiting for AEAT and its answers (admin)',
      access: 'admin',
      schema: { response: responses({ 200: recordQueueResponseSchema }) },
      handler: async (request) => ({
        success: true as const,
        ...(await recordQueue(ctx.db, requestLanguage(request))),
      }),
    }),
  ];
};
