import type { ModuleRoutes } from '../types.ts';
import { apiUserFromRow } from './service.ts';

/** The signed-in user and the profile form. */
export const usersRoutes: ModuleRoutes = (ctx) => async (app) => {
  app.get('/users/me', async (request) => {
    const user = await request.requireUser();
    return { success: true, user: await apiUserFromRow(ctx.db, user) };
  });
};
