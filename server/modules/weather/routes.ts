import { responses } from '@/api/common.ts';
import { weatherRequestSchema, weatherResponseSchema } from '@/api/courts.ts';
import type { ModuleRoutes } from '../types.ts';
import { forecast } from './service.ts';

export const weatherRoutes: ModuleRoutes = (ctx) => async (app) => {
  const schema = {
    body: weatherRequestSchema,
    response: responses({ 200: weatherResponseSchema }),
  };
  app.post('/weather', { schema }, async (request) => {
    await request.requireUser();
    return forecast(ctx, request.body);
  });
};
