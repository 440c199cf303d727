/**
 * The back office's audit log view and the club's settings. It and the statistics (stats/admin-routes.ts) report across
 * modules; both are mounted with every module's admin routes under the admin-only scope of
 * modules/index.ts, in the order the API document lists them.
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
import type { ModuleRoutes } from '../types.ts';

export const adminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const audit = {
    querystring: auditQuerySchema,
    response: responses({ 200: auditResponseSchema }),
  };
  app.get('/audit', { schema: audit }, async (request) => {
    const { entries, total } = await listAudit(ctx.db, request.query);
    const { page, pageSize } = request.query;
    return { success: true as const, entries, total, page, pageSize };
  });

  const settingsAnswer = { response: responses({ 200: clubSettingsResponseSchema }) };
  app.get('/settings', { schema: settingsAnswer }, async () => ({
    success: true as const,
    settings: await readClubSettings(ctx.db),
  }));
  const settingsChange = { ...settingsAnswer, body: clubSettingsPatchSchema };
  app.patch('/settings', { schema: settingsChange }, async (request) => {
    const admin = await request.requireAdmin();
    const settings = await updateClubSettings(ctx.db, admin, request.body);
    return { success: true as const, settings };
  });
};
