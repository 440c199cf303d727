/** /api/admin/matches: every open match (open, full, closed, cancelled) with its seat list. */
import { responses } from '@/api/common.ts';
import { adminMatchesResponseSchema } from '@/api/matches.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import type { ModuleRoutes } from '../types.ts';
import { loadMatchViews } from './queries.ts';

export const matchesAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = { response: responses({ 200: adminMatchesResponseSchema }) };
  app.get('/matches', { schema: list }, async (request) => {
    const admin = await request.requireAdmin();
    const { autoCancelMinutes } = (await readClubSettings(ctx.db)).openMatches;
    const matches = await loadMatchViews(ctx.db, {}, admin.id, autoCancelMinutes, ctx.now());
    return { success: true as const, matches };
  });
};
