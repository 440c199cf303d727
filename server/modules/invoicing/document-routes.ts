/** /api/invoices/:id/pdf and …/qr: a ticket as its holder prints or scans it. */
import { responses } from '@/api/common.ts';
import { invoiceIdParamsSchema, invoicePdfSchema, invoiceQrSchema } from '@/api/invoices.ts';
import { intlLocaleOf, translator } from '../../i18n.ts';
import { lazy } from '../../lib/lazy.ts';
import { requestLanguage } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { readableInvoiceView } from './routes.ts';

/** pdf-lib and qrcode load with the first ticket asked for, not at every start (decision 026). */
const loadPdf = lazy(() => import('./pdf.ts'));
const loadQr = lazy(() => import('./qr.ts'));

export const invoiceDocumentRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/invoices/:id/pdf',
    summary: 'One ticket or invoice as a PDF, with its QR code',
    access: 'signedIn',
    schema: { params: invoiceIdParamsSchema, response: responses({ 200: invoicePdfSchema }) },
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const invoice = await readableInvoiceView(ctx, request.user, request.params.id, language);
      const { renderInvoicePdf } = await loadPdf();
      const pdf = await renderInvoicePdf(invoice, translator(language), intlLocaleOf(language));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  }),
  route({
    method: 'GET',
    path: '/invoices/:id/qr',
    summary: "AEAT's QR code of one ticket or invoice (SVG)",
    access: 'signedIn',
    schema: { params: invoiceIdParamsSchema, response: responses({ 200: invoiceQrSchema }) },
    handler: async (request, reply) => {
      const invoice = await readableInvoiceView(ctx, request.user, request.params.id, 'es');
      const { qrSvg } = await loadQr();
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'private, max-age=86400')
        .send(await qrSvg(invoice.qrUrl));
    },
  }),
];
