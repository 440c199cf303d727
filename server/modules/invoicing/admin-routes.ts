/**
 * /api/admin/invoices/… and /api/admin/settings/invoicing: the book, its export, the chain
 * check, the AEAT queue and the club's fiscal setup (admins only).
 */
import { responses } from '@/api/common.ts';
import { csvSchema } from '@/api/admin/stats.ts';
import {
  chainCheckResponseSchema,
  invoiceBookQuerySchema,
  invoiceBookResponseSchema,
  invoicingSettingsResponseSchema,
  invoicingSettingsSchema,
  recordQueueResponseSchema,
  saveInvoicingSettingsResponseSchema,
} from '@/api/invoices.ts';
import { isValidNif } from '@/domain/invoicing.ts';
import { msg } from '@/i18n/message.ts';
import { badRequest } from '../../lib/errors.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import { sendCsv } from '../../services/csv.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { checkChain, invoiceBook, recordQueue } from './book.ts';
import { invoiceBookCsv } from './book-csv.ts';
import { kickChain } from './chain.ts';
import {
  isReady,
  readInvoicing,
  saveInvoicing,
  settingsFromView,
  settingsView,
} from './settings.ts';

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
    route({
      method: 'GET',
      path: '/admin/settings/invoicing',
      summary: "The club's fiscal setup (admin)",
      access: 'admin',
      schema: { response: responses({ 200: invoicingSettingsResponseSchema }) },
      handler: async () => {
        const settings = await readInvoicing(ctx.db);
        return {
          success: true as const,
          settings: settingsView(settings),
          ready: isReady(settings),
        };
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/settings/invoicing',
      summary: "Save the club's fiscal setup (admin)",
      access: 'admin',
      schema: {
        body: invoicingSettingsSchema,
        response: responses({ 200: saveInvoicingSettingsResponseSchema }),
      },
      handler: async (request) => {
        const next = settingsFromView(request.body);
        if (next.issuer.nif !== '' && !isValidNif(next.issuer.nif)) {
          throw badRequest(msg('invoices.nifInvalid'));
        }
        await ctx.db.transaction(async (tx) => {
          const before = await readInvoicing(tx);
          await saveInvoicing(tx, next);
          await recordAudit(tx, request.user, {
            action: 'invoicing.settings',
            entityType: 'invoicing_settings',
            entityId: 'club',
            before: { ...before },
            after: { ...next },
          });
        });
        // Sales that waited for an issuer are ticketed now.
        if (isReady(next)) void kickChain(ctx).catch(() => undefined);
        return {
          success: true as const,
          message: requestTranslator(request)('invoices.settingsSaved'),
          settings: settingsView(next),
          ready: isReady(next),
        };
      },
    }),
  ];
};
