/** /api/admin/matches: every open match (open, full, closed, cancelled) with its seat list. */
import { responses } from '@/api/common.ts';
import { adminMatchesResponseSchema } from '@/api/matches.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { loadMatchViews } from './queries.ts';

export const matchesAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/matches',
    summary: 'Open matches with their seat lists (admin)',
    access: 'admin',
    schema: { response: responses({ 200: adminMatchesResponseSchema }) },
    handler: async (request) => {
      const { autoCancelMinutes } = (await readClubSettings(ctx.db)).openMatches;
      const matches = await loadMatchViews(
        ctx.db,
        {},
        request.user.id,
        autoCancelMinutes,
        ctx.now(),
      );
      return { success: true as const, matches };
    },
  }),
];
