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
import { msg } from '@/i18n/message.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { clubLevels, levelsOf, levelsWithHistory } from './queries.ts';
import { RESULT_MESSAGES, answerResult, bookingResult, enterResult } from './results.ts';
import { selfAssess, setLevelByHand } from './set-level.ts';

export const LEVEL_MESSAGES = {
  assessed: msg('answers.levelAssessed'),
  set: msg('answers.levelSet'),
  staffOnly: msg('errors.levelsStaffOnly'),
} as const;

/** Match results: the players enter, confirm or dispute them. */
const resultRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/results/booking/:bookingId',
    summary: "A booking's result and what the player may do",
    access: 'signedIn',
    schema: {
      params: bookingIdParamsSchema,
      response: responses({ 200: bookingResultResponseSchema }),
    },
    handler: async (request) => {
      const answer = await bookingResult(ctx.db, request.user, request.params.bookingId, ctx.now());
      return { success: true as const, ...answer };
    },
  }),
  route({
    method: 'POST',
    path: '/results/booking/:bookingId',
    summary: "Enter a booking's result",
    access: 'signedIn',
    schema: {
      params: bookingIdParamsSchema,
      body: enterResultBodySchema,
      response: responses({ 201: resultAnswerSchema }),
    },
    handler: async (request, reply) => {
      const { bookingId } = request.params;
      const result = await enterResult(ctx.db, request.user, bookingId, request.body, ctx.now());
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)(RESULT_MESSAGES.entered),
        result,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/results/:id/confirm',
    summary: 'Confirm a result (the other side)',
    access: 'signedIn',
    schema: {
      params: resultIdParamsSchema,
      response: responses({ 200: resultAnswerSchema }),
    },
    handler: async (request) => {
      const result = await answerResult(ctx.db, request.user, request.params.id, { confirm: true });
      return {
        success: true as const,
        message: requestTranslator(request)(RESULT_MESSAGES.confirmed),
        result,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/results/:id/dispute',
    summary: 'Dispute a result (the other side)',
    access: 'signedIn',
    schema: {
      params: resultIdParamsSchema,
      body: disputeBodySchema,
      response: responses({ 200: resultAnswerSchema }),
    },
    handler: async (request) => {
      const answer = { confirm: false as const, reason: request.body.reason };
      const result = await answerResult(ctx.db, request.user, request.params.id, answer);
      return {
        success: true as const,
        message: requestTranslator(request)(RESULT_MESSAGES.disputed),
        result,
      };
    },
  }),
];

export const levelsRoutes: ModuleRoutes = (ctx, log) => [
  ...resultRoutes(ctx, log),
  route({
    method: 'GET',
    path: '/levels',
    summary: "Players' levels in a sport (for avatars)",
    access: 'signedIn',
    schema: {
      querystring: levelsQuerySchema,
      response: responses({ 200: levelsResponseSchema }),
    },
    handler: async (request) => {
      const found = await levelsOf(ctx.db, request.query.users, request.query.sport);
      return { success: true as const, levels: Object.fromEntries(found) };
    },
  }),
  route({
    method: 'GET',
    path: '/levels/me',
    summary: "The member's levels and their history",
    access: 'signedIn',
    schema: { response: responses({ 200: myLevelsResponseSchema }) },
    handler: async (request) => {
      return {
        success: true as const,
        sports: await levelsWithHistory(ctx.db, request.user.id, requestLanguage(request)),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/levels/self-assessment',
    summary: "Set one's first level with the self-assessment",
    access: 'signedIn',
    schema: {
      body: selfAssessmentBodySchema,
      response: responses({ 201: levelAnswerSchema }),
    },
    handler: async (request, reply) => {
      const { sport, answers } = request.body;
      const level = await selfAssess(ctx.db, request.user, sport, answers);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)(LEVEL_MESSAGES.assessed),
        level,
      });
    },
  }),
  route({
    method: 'GET',
    path: '/levels/club',
    summary: "Members' levels in a sport (coaches and admins)",
    access: 'staff',
    refusal: LEVEL_MESSAGES.staffOnly,
    schema: {
      querystring: clubLevelsQuerySchema,
      response: responses({ 200: clubLevelsResponseSchema }),
    },
    handler: async (request) => {
      return { success: true as const, members: await clubLevels(ctx.db, request.query.sport) };
    },
  }),
  route({
    method: 'PUT',
    path: '/levels/:userId',
    summary: "Validate a member's level with a note (coaches and admins)",
    access: 'staff',
    refusal: LEVEL_MESSAGES.staffOnly,
    schema: {
      params: userIdParamsSchema,
      body: setLevelBodySchema,
      response: responses({ 200: levelAnswerSchema }),
    },
    handler: async (request) => {
      const level = await setLevelByHand(ctx.db, request.user, request.params.userId, request.body);
      return {
        success: true as const,
        message: requestTranslator(request)(LEVEL_MESSAGES.set),
        level,
      };
    },
  }),
];
