import type { ModuleRoutes } from '../types.ts';
import { listActiveAnnouncements } from './service.ts';

export const announcementsRoutes: ModuleRoutes = (ctx) => async (app) => {
  // Public: the texts are club notices, and the marquee may render before the session is known.
  app.get('/announcements', async () => ({
    success: true,
    announcements: await listActiveAnnouncements(ctx.db),
  }));
};
