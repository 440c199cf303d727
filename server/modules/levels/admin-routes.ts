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
import type { ModuleRoutes } from '../types.ts';
import { DECISION_MESSAGES, decideResult, listResults } from './admin-results.ts';
import { levelsWithHistory } from './queries.ts';
import { LEVEL_MESSAGES } from './routes.ts';
import { setLevelByHand } from './set-level.ts';

export const levelsAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const levels = {
    params: memberIdParamsSchema,
    response: responses({ 200: myLevelsResponseSchema }),
  };
  app.get('/users/:id/levels', { schema: levels }, async (request) => ({
    success: true as const,
    sports: await levelsWithHistory(ctx.db, request.params.id),
  }));

  const set = {
    params: memberIdParamsSchema,
    body: setLevelBodySchema,
    response: responses({ 200: levelAnswerSchema }),
  };
  app.put('/users/:id/levels', { schema: set }, async (request) => {
    const admin = await request.requireAdmin();
    const level = await setLevelByHand(ctx.db, admin, request.params.id, request.body);
    return { success: true as const, message: LEVEL_MESSAGES.set, level };
  });

  const list = {
    querystring: adminResultsQuerySchema,
    response: responses({ 200: adminResultsResponseSchema }),
  };
  app.get('/results', { schema: list }, async (request) => ({
    success: true as const,
    results: await listResults(ctx.db, request.query.status),
  }));

  const decide = {
    params: resultIdParamsSchema,
    body: decideResultBodySchema,
    response: responses({ 200: resultAnswerSchema }),
  };
  app.post('/results/:id/decide', { schema: decide }, async (request) => {
    const admin = await request.requireAdmin();
    const result = await decideResult(ctx.db, admin, request.params.id, request.body);
    return { success: true as const, message: DECISION_MESSAGES[request.body.decision], result };
  });
};
