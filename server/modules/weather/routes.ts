import { weatherRequestSchema } from '@/api/courts.ts';
import type { ModuleRoutes } from '../types.ts';
import { forecast } from './service.ts';

export const weatherRoutes: ModuleRoutes = (ctx) => async (app) => {
  app.post('/weather', { schema: { body: weatherRequestSchema } }, async (request) => {
    await request.requireUser();
    return forecast(ctx, request.body);
  });
};
