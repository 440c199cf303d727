/** /api/admin/users/{id}/levels and /api/admin/results: levels and disputed results for admins. */
import { responses } from '@/api/common.ts';
import {
  adminResultsQuerySchema,
  adminResultsResponseSchema,
  decideResultBodySchema,
  levelAnswerSchema,
  memberIdParamsSchema,
  myLevelsResponseSchema,
  resultAnswerSchema,
  resultIdParamsSchema,
  setLevelBodySchema,
} from '@/api/levels.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { DECISION_MESSAGES, decideResult, listResults } from './admin-results.ts';
import { levelsWithHistory } from './queries.ts';
import { LEVEL_MESSAGES } from './routes.ts';
import { setLevelByHand } from './set-level.ts';

export const levelsAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/users/:id/levels',
    summary: "A member's levels and history (admin)",
    access: 'admin',
    schema: {
      params: memberIdParamsSchema,
      response: responses({ 200: myLevelsResponseSchema }),
    },
    handler: async (request) => ({
      success: true as const,
      sports: await levelsWithHistory(ctx.db, request.params.id, requestLanguage(request)),
    }),
  }),
  route({
    method: 'PUT',
    path: '/admin/users/:id/levels',
    summary: "Set a member's level with a note (admin)",
    access: 'admin',
    schema: {
      params: memberIdParamsSchema,
      body: setLevelBodySchema,
      response: responses({ 200: levelAnswerSchema }),
    },
    handler: async (request) => {
      const level = await setLevelByHand(ctx.db, request.user, request.params.id, request.body);
      return {
        success: true as const,
        message: requestTranslator(request)(LEVEL_MESSAGES.set),
        level,
      };
    },
  }),
  route({
    method: 'GET',
    path: '/admin/results',
    summary: 'Match results by status, disputes first (admin)',
    access: 'admin',
    schema: {
      querystring: adminResultsQuerySchema,
      response: responses({ 200: adminResultsResponseSchema }),
    },
    handler: async (request) => ({
      success: true as const,
      results: await listResults(ctx.db, request.query.status),
    }),
  }),
  route({
    method: 'POST',
    path: '/admin/results/:id/decide',
    summary: 'Decide a disputed result (admin)',
    access: 'admin',
    schema: {
      params: resultIdParamsSchema,
      body: decideResultBodySchema,
      response: responses({ 200: resultAnswerSchema }),
    },
    handler: async (request) => {
      const result = await decideResult(ctx.db, request.user, request.params.id, request.body);
      return {
        success: true as const,
        message: requestTranslator(request)(DECISION_MESSAGES[request.body.decision]),
        result,
      };
    },
  }),
];
