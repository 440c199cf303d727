/**
 * The back office's audit log view and the club's settings. It and the statistics
 * (stats/admin-routes.ts) report across modules; both are listed with every module's admin routes
 * in modules/index.ts.
 */
import {
  auditQuerySchema,
  auditResponseSchema,
  clubSettingsPatchSchema,
  clubSettingsResponseSchema,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { listAudit } from '../../services/audit.ts';
import { readClubSettings, updateClubSettings } from '../../services/club-settings.ts';
import { route, type ModuleRoutes } from '../route.ts';

export const adminRoutes: ModuleRoutes = (ctx) => {
  const settingsAnswer = { response: responses({ 200: clubSettingsResponseSchema }) };
  const settingsChange = { ...settingsAnswer, body: clubSettingsPatchSchema };
  return [
    route({
      method: 'GET',
      path: '/admin/audit',
      summary: 'Admin audit log',
      access: 'admin',
      schema: {
        querystring: auditQuerySchema,
        response: responses({ 200: auditResponseSchema }),
      },
      handler: async (request) => {
        const { entries, total } = await listAudit(ctx.db, request.query);
        const { page, pageSize } = request.query;
        return { success: true as const, entries, total, page, pageSize };
      },
    }),
    route({
      method: 'GET',
      path: '/admin/settings',
      summary: "The club's settings",
      access: 'admin',
      schema: settingsAnswer,
      handler: async () => ({
        success: true as const,
        settings: await readClubSettings(ctx.db),
      }),
    }),
    route({
      method: 'PATCH',
      path: '/admin/settings',
      summary: "Change some of the club's settings",
      access: 'admin',
      schema: settingsChange,
      handler: async (request) => {
        const settings = await updateClubSettings(ctx.db, request.user, request.body);
        return { success: true as const, settings };
      },
    }),
  ];
};
