/** /api/admin/settings/invoicing: the club's fiscal setup (Ajustes → Facturación, admins only). */
import { responses } from '@/api/common.ts';
import {
  invoicingSettingsResponseSchema,
  invoicingSettingsSchema,
  saveInvoicingSettingsResponseSchema,
} from '@/api/invoices.ts';
import { isValidNif } from '@/domain/invoicing.ts';
import { msg } from '@/i18n/message.ts';
import { badRequest } from '../../lib/errors.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import { route, type ModuleRoutes } from '../route.ts';
import {
  isReady,
  readInvoicing,
  saveInvoicing,
  settingsFromView,
  settingsView,
} from './settings.ts';

export const invoicingSettingsRoutes: ModuleRoutes = (ctx) => [
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
      return {
        success: true as const,
        message: requestTranslator(request)('invoices.settingsSaved'),
        settings: settingsView(next),
        ready: isReady(next),
      };
    },
  }),
];
