import { responses } from '@/api/common.ts';
import { weatherRequestSchema, weatherResponseSchema } from '@/api/courts.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { forecast } from './service.ts';

export const weatherRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/weather',
    summary: 'Forecast for a day',
    access: 'signedIn',
    schema: {
      body: weatherRequestSchema,
      response: responses({ 200: weatherResponseSchema }),
    },
    handler: async (request) => {
      return forecast(ctx, request.body);
    },
  }),
];
