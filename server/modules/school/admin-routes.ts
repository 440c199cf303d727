/** /api/admin/school…: groups and prices of the tennis school (admins only). */
import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  adminSchoolResponseSchema,
  idParamsSchema as params,
  schoolGroupInputSchema,
  schoolGroupSavedResponseSchema,
  schoolPricesBodySchema,
} from '@/api/school.ts';
import { SCHOOL_MESSAGES } from '@/domain/school.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { adminSchool, saveGroup, savePrices } from './groups.ts';

export const schoolAdminRoutes: ModuleRoutes = (ctx) => {
  const saved = { body: schoolGroupInputSchema };
  return [
    route({
      method: 'GET',
      path: '/admin/school',
      summary: 'School groups and requests (admin)',
      access: 'admin',
      schema: { response: responses({ 200: adminSchoolResponseSchema }) },
      handler: (request) => adminSchool(ctx, requestLanguage(request)),
    }),
    route({
      method: 'POST',
      path: '/admin/school/groups',
      summary: 'Create a school group (admin)',
      access: 'admin',
      schema: { ...saved, response: responses({ 201: schoolGroupSavedResponseSchema }) },
      handler: async (request, reply) => {
        const group = await saveGroup(ctx, request.user, request.body, null);
        return reply.code(201).send({
          success: true as const,
          message: requestTranslator(request)(SCHOOL_MESSAGES.groupSaved),
          group,
        });
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/school/groups/:id',
      summary: 'Edit a school group (admin)',
      access: 'admin',
      schema: { ...saved, params, response: responses({ 200: schoolGroupSavedResponseSchema }) },
      handler: async (request) => {
        const group = await saveGroup(ctx, request.user, request.body, request.params.id);
        return {
          success: true as const,
          message: requestTranslator(request)(SCHOOL_MESSAGES.groupSaved),
          group,
        };
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/school/prices',
      summary: 'Set the school prices (admin)',
      access: 'admin',
      schema: {
        body: schoolPricesBodySchema,
        response: responses({ 200: messageResponseSchema }),
      },
      handler: async (request) => {
        await savePrices(ctx, request.user, request.body);
        return {
          success: true as const,
          message: requestTranslator(request)(SCHOOL_MESSAGES.pricesSaved),
        };
      },
    }),
  ];
};
