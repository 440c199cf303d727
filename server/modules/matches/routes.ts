/** /api/matches…: the list 'Partidos abiertos', opening, joining, leaving, closing, the seat list. */
import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  MATCH_SUCCESS,
  matchCardPaymentSchema,
  matchCardResponseSchema,
  matchIdParamsSchema as params,
  matchResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  openMatchBodySchema,
} from '@/api/matches.ts';
import { centsToEuros } from '@/domain/money.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import type { SessionUser } from '../../sessions.ts';
import { publishBookingById } from '../bookings/index.ts';
import { publishWallet } from '../wallet/index.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { tell } from './notify.ts';
import { closeMatch, openMatch } from './open-close.ts';
import { loadMatchView, loadMatchViews, memberView } from './queries.ts';
import { dequeue, enqueue, type Promotion } from './queue.ts';
import { joinByCard, joinWithWallet } from './seats.ts';
import { leaveMatch } from './leave.ts';
import { refuse } from './state.ts';

async function viewFor(ctx: AppContext, user: SessionUser, matchId: string) {
  const { autoCancelMinutes } = (await readClubSettings(ctx.db)).openMatches;
  const view = await loadMatchView(ctx.db, matchId, user.id, autoCancelMinutes, ctx.now());
  if (!view) throw refuse('notFound');
  return view;
}

/** Tells the members a freed seat went to: seated (paid from the wallet) or held to pay. */
export async function tellPromotions(ctx: AppContext, matchId: string, promoted: Promotion[]) {
  for (const p of promoted) {
    await publishBookingById(ctx, p.bookingId, 'updated');
    if (p.outcome === 'seated') await publishWallet(ctx, p.userId);
    const seated = p.outcome === 'seated';
    await tell(ctx, {
      userIds: [p.userId],
      matchId,
      message: seated ? msg('push.matchSeatPaid') : msg('push.matchSeatHeld'),
      mail: {
        subject: seated ? msg('mail.matchSeatPaidSubject') : msg('mail.matchSeatHeldSubject'),
        lines: [seated ? msg('mail.matchSeatPaidLine') : msg('mail.matchSeatHeldLine')],
      },
    });
  }
}

/** A match's answer, and an action's. */
const one = { params, response: responses({ 200: matchResponseSchema }) };
const leave = { params, response: responses({ 200: messageResponseSchema }) };

/** Closing a match, and the seat list of a full one. */
const seatListRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/matches/:id/close',
    summary: 'Close an open match (its booker)',
    access: 'signedIn',
    schema: leave,
    handler: async (request) => {
      await closeMatch(ctx, request.user, request.params.id);
      return { success: true as const, message: requestTranslator(request)(MATCH_SUCCESS.closed) };
    },
  }),
  route({
    method: 'POST',
    path: '/matches/:id/queue',
    summary: "Join a full open match's seat list",
    access: 'signedIn',
    schema: leave,
    handler: async (request) => {
      await enqueue(ctx, request.user, request.params.id);
      return { success: true as const, message: requestTranslator(request)(MATCH_SUCCESS.queued) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/matches/:id/queue',
    summary: "Leave an open match's seat list",
    access: 'signedIn',
    schema: leave,
    handler: async (request) => {
      const promoted = await dequeue(ctx, request.user, request.params.id);
      await tellPromotions(ctx, request.params.id, promoted);
      return {
        success: true as const,
        message: requestTranslator(request)(MATCH_SUCCESS.unqueued),
      };
    },
  }),
];

/** Taking a seat (from the wallet or by card) and leaving it. */
const seatRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/matches/:id/join',
    summary: 'Take a seat in an open match, paid from the wallet',
    access: 'signedIn',
    schema: one,
    handler: async (request) => {
      const matchId = request.params.id;
      const joined = await joinWithWallet(ctx, request.user, matchId);
      await publishWallet(ctx, request.user.id);
      await publishBookingById(ctx, joined.bookingId, 'updated');
      await tell(ctx, {
        userIds: joined.full
          ? joined.players.filter((id) => id !== request.user.id)
          : [joined.bookerId],
        matchId,
        message: joined.full
          ? msg('push.matchFull', { name: request.user.name })
          : msg('push.matchJoined', { name: request.user.name }),
      });
      const match = await viewFor(ctx, request.user, matchId);
      return {
        success: true as const,
        message: requestTranslator(request)(MATCH_SUCCESS.joined),
        match,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/matches/:id/createPaymentIntent',
    summary: 'Start the card payment of a seat in an open match',
    access: 'signedIn',
    schema: {
      params,
      body: matchCardPaymentSchema,
      response: responses({ 200: matchCardResponseSchema }),
    },
    handler: async (request) => {
      return joinByCard(ctx, request.user, request.params.id, request.body);
    },
  }),
  route({
    method: 'POST',
    path: '/matches/:id/leave',
    summary: 'Leave an open match (refund to the wallet)',
    access: 'signedIn',
    schema: leave,
    handler: async (request) => {
      const matchId = request.params.id;
      const left = await leaveMatch(ctx, request.user, matchId);
      await publishWallet(ctx, request.user.id);
      await publishBookingById(ctx, left.bookingId, 'updated');
      await tell(ctx, {
        userIds: [left.bookerId],
        matchId,
        message: msg('push.matchLeft', { name: request.user.name }),
      });
      await tellPromotions(ctx, matchId, left.promoted);
      const euros = centsToEuros(left.refundedCents).toFixed(2);
      return {
        success: true as const,
        message: `${requestTranslator(request)(MATCH_SUCCESS.left)} (${euros} €)`,
      };
    },
  }),
];

export const matchesRoutes: ModuleRoutes = (ctx, log) => [
  ...seatRoutes(ctx, log),
  ...seatListRoutes(ctx, log),
  route({
    method: 'GET',
    path: '/matches',
    summary: "Open matches ('Partidos abiertos') by day, sport and level",
    access: 'signedIn',
    schema: {
      querystring: matchesQuerySchema,
      response: responses({ 200: matchesResponseSchema }),
    },
    handler: async (request) => {
      const { autoCancelMinutes } = (await readClubSettings(ctx.db)).openMatches;
      const views = await loadMatchViews(
        ctx.db,
        { listed: { from: ctx.now(), ...request.query } },
        request.user.id,
        autoCancelMinutes,
        ctx.now(),
      );
      return { success: true as const, matches: views.map(memberView) };
    },
  }),
  route({
    method: 'GET',
    path: '/matches/:id',
    summary: 'One open match',
    access: 'signedIn',
    schema: one,
    handler: async (request) => {
      const match = await viewFor(ctx, request.user, request.params.id);
      return { success: true as const, message: '', match };
    },
  }),
  route({
    method: 'POST',
    path: '/matches',
    summary: 'Open a booking as a match (seats, level range, note)',
    access: 'signedIn',
    schema: { body: openMatchBodySchema, response: responses({ 201: matchResponseSchema }) },
    handler: async (request, reply) => {
      const id = await openMatch(ctx, request.user, request.body);
      const match = await viewFor(ctx, request.user, id);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)(MATCH_SUCCESS.opened),
        match,
      });
    },
  }),
];
