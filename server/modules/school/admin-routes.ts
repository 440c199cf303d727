/** /api/admin/school…: groups and prices of the tennis school (the admin hook guards them). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  adminSchoolResponseSchema,
  idParamsSchema as params,
  schoolGroupInputSchema,
  schoolGroupSavedResponseSchema,
  schoolPricesBodySchema,
} from '@/api/school.ts';
import { SCHOOL_MESSAGES } from '@/domain/school.ts';
import type { AppContext } from '../../context.ts';
import { adminSchool, saveGroup, savePrices } from './groups.ts';

export const schoolAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const overview = { response: responses({ 200: adminSchoolResponseSchema }) };
    app.get('/school', { schema: overview }, () => adminSchool(ctx));

    const saved = { body: schoolGroupInputSchema };
    app.post(
      '/school/groups',
      { schema: { ...saved, response: responses({ 201: schoolGroupSavedResponseSchema }) } },
      async (request, reply) => {
        const admin = await request.requireAdmin();
        const group = await saveGroup(ctx, admin, request.body, null);
        return reply
          .code(201)
          .send({ success: true as const, message: SCHOOL_MESSAGES.groupSaved, group });
      },
    );

    app.put(
      '/school/groups/:id',
      {
        schema: { ...saved, params, response: responses({ 200: schoolGroupSavedResponseSchema }) },
      },
      async (request) => {
        const admin = await request.requireAdmin();
        const group = await saveGroup(ctx, admin, request.body, request.params.id);
        return { success: true as const, message: SCHOOL_MESSAGES.groupSaved, group };
      },
    );

    const prices = {
      body: schoolPricesBodySchema,
      response: responses({ 200: messageResponseSchema }),
    };
    app.put('/school/prices', { schema: prices }, async (request) => {
      const admin = await request.requireAdmin();
      await savePrices(ctx, admin, request.body);
      return { success: true as const, message: SCHOOL_MESSAGES.pricesSaved };
    });
  };
