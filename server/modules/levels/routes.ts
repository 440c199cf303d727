import { responses } from '@/api/common.ts';
import {
  bookingIdParamsSchema,
  bookingResultResponseSchema,
  clubLevelsQuerySchema,
  clubLevelsResponseSchema,
  disputeBodySchema,
  enterResultBodySchema,
  levelAnswerSchema,
  levelsQuerySchema,
  levelsResponseSchema,
  myLevelsResponseSchema,
  resultAnswerSchema,
  resultIdParamsSchema,
  selfAssessmentBodySchema,
  setLevelBodySchema,
  userIdParamsSchema,
} from '@/api/levels.ts';
import { isStaffRole } from '@/domain/roles.ts';
import { forbidden } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import type { ModuleRoutes } from '../types.ts';
import { clubLevels, levelsOf, levelsWithHistory } from './queries.ts';
import { RESULT_MESSAGES, answerResult, bookingResult, enterResult } from './results.ts';
import { selfAssess, setLevelByHand } from './set-level.ts';

export const LEVEL_MESSAGES = {
  assessed: 'Nivel guardado: lo irán ajustando tus resultados',
  set: 'Nivel validado',
  staffOnly: 'Solo entrenadores y administración ven y validan niveles',
} as const;

function requireStaff(user: SessionUser): SessionUser {
  if (!isStaffRole(user.role)) throw forbidden('role', LEVEL_MESSAGES.staffOnly);
  return user;
}

export const levelsRoutes: ModuleRoutes = (ctx) => async (app) => {
  const levels = {
    querystring: levelsQuerySchema,
    response: responses({ 200: levelsResponseSchema }),
  };
  app.get('/levels', { schema: levels }, async (request) => {
    await request.requireUser();
    const found = await levelsOf(ctx.db, request.query.users, request.query.sport);
    return { success: true as const, levels: Object.fromEntries(found) };
  });

  const mine = { response: responses({ 200: myLevelsResponseSchema }) };
  app.get('/levels/me', { schema: mine }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, sports: await levelsWithHistory(ctx.db, user.id) };
  });

  const assess = {
    body: selfAssessmentBodySchema,
    response: responses({ 201: levelAnswerSchema }),
  };
  app.post('/levels/self-assessment', { schema: assess }, async (request, reply) => {
    const user = await request.requireUser();
    const { sport, answers } = request.body;
    const level = await selfAssess(ctx.db, user, sport, answers);
    return reply
      .code(201)
      .send({ success: true as const, message: LEVEL_MESSAGES.assessed, level });
  });

  const club = {
    querystring: clubLevelsQuerySchema,
    response: responses({ 200: clubLevelsResponseSchema }),
  };
  app.get('/levels/club', { schema: club }, async (request) => {
    requireStaff(await request.requireUser());
    return { success: true as const, members: await clubLevels(ctx.db, request.query.sport) };
  });

  const set = {
    params: userIdParamsSchema,
    body: setLevelBodySchema,
    response: responses({ 200: levelAnswerSchema }),
  };
  app.put('/levels/:userId', { schema: set }, async (request) => {
    const staff = requireStaff(await request.requireUser());
    const level = await setLevelByHand(ctx.db, staff, request.params.userId, request.body);
    return { success: true as const, message: LEVEL_MESSAGES.set, level };
  });

  const getResult = {
    params: bookingIdParamsSchema,
    response: responses({ 200: bookingResultResponseSchema }),
  };
  app.get('/results/booking/:bookingId', { schema: getResult }, async (request) => {
    const user = await request.requireUser();
    const answer = await bookingResult(ctx.db, user, request.params.bookingId, ctx.now());
    return { success: true as const, ...answer };
  });

  const enter = {
    params: bookingIdParamsSchema,
    body: enterResultBodySchema,
    response: responses({ 201: resultAnswerSchema }),
  };
  app.post('/results/booking/:bookingId', { schema: enter }, async (request, reply) => {
    const user = await request.requireUser();
    const { bookingId } = request.params;
    const result = await enterResult(ctx.db, user, bookingId, request.body, ctx.now());
    return reply
      .code(201)
      .send({ success: true as const, message: RESULT_MESSAGES.entered, result });
  });

  const confirm = {
    params: resultIdParamsSchema,
    response: responses({ 200: resultAnswerSchema }),
  };
  app.post('/results/:id/confirm', { schema: confirm }, async (request) => {
    const user = await request.requireUser();
    const result = await answerResult(ctx.db, user, request.params.id, { confirm: true });
    return { success: true as const, message: RESULT_MESSAGES.confirmed, result };
  });

  const dispute = {
    params: resultIdParamsSchema,
    body: disputeBodySchema,
    response: responses({ 200: resultAnswerSchema }),
  };
  app.post('/results/:id/dispute', { schema: dispute }, async (request) => {
    const user = await request.requireUser();
    const answer = { confirm: false as const, reason: request.body.reason };
    const result = await answerResult(ctx.db, user, request.params.id, answer);
    return { success: true as const, message: RESULT_MESSAGES.disputed, result };
  });
};
