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
import type { AppContext } from '../../context.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import type { SessionUser } from '../../sessions.ts';
import { publishBookingById } from '../bookings/index.ts';
import { publishWallet } from '../wallet/index.ts';
import type { ModuleRoutes } from '../types.ts';
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
      message: seated
        ? 'Se liberó una plaza y es tuya: la hemos pagado con tu monedero.'
        : 'Se liberó una plaza y es tuya durante 15 minutos: págala para confirmarla.',
      mail: {
        subject: seated ? 'Tienes plaza en el partido' : 'Tienes una plaza reservada 15 minutos',
        lines: [
          seated
            ? 'Se liberó una plaza del partido abierto en cuya lista estabas. Ya es tuya: la hemos pagado con tu monedero.'
            : 'Se liberó una plaza del partido abierto en cuya lista estabas. Te la guardamos 15 minutos: entra y págala para confirmarla.',
        ],
      },
    });
  }
}

export const matchesRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = {
    querystring: matchesQuerySchema,
    response: responses({ 200: matchesResponseSchema }),
  };
  app.get('/matches', { schema: list }, async (request) => {
    const user = await request.requireUser();
    const { autoCancelMinutes } = (await readClubSettings(ctx.db)).openMatches;
    const views = await loadMatchViews(
      ctx.db,
      { listed: { from: ctx.now(), ...request.query } },
      user.id,
      autoCancelMinutes,
      ctx.now(),
    );
    return { success: true as const, matches: views.map(memberView) };
  });

  const one = { params, response: responses({ 200: matchResponseSchema }) };
  app.get('/matches/:id', { schema: one }, async (request) => {
    const user = await request.requireUser();
    const match = await viewFor(ctx, user, request.params.id);
    return { success: true as const, message: '', match };
  });

  const open = { body: openMatchBodySchema, response: responses({ 201: matchResponseSchema }) };
  app.post('/matches', { schema: open }, async (request, reply) => {
    const user = await request.requireUser();
    const id = await openMatch(ctx, user, request.body);
    const match = await viewFor(ctx, user, id);
    return reply.code(201).send({ success: true as const, message: MATCH_SUCCESS.opened, match });
  });

  app.post('/matches/:id/join', { schema: one }, async (request) => {
    const user = await request.requireUser();
    const matchId = request.params.id;
    const joined = await joinWithWallet(ctx, user, matchId);
    await publishWallet(ctx, user.id);
    await publishBookingById(ctx, joined.bookingId, 'updated');
    await tell(ctx, {
      userIds: joined.full ? joined.players.filter((id) => id !== user.id) : [joined.bookerId],
      matchId,
      message: joined.full
        ? `${user.name} ocupó la última plaza: el partido está completo.`
        : `${user.name} se ha unido a tu partido abierto.`,
    });
    const match = await viewFor(ctx, user, matchId);
    return { success: true as const, message: MATCH_SUCCESS.joined, match };
  });

  const card = {
    params,
    body: matchCardPaymentSchema,
    response: responses({ 200: matchCardResponseSchema }),
  };
  app.post('/matches/:id/createPaymentIntent', { schema: card }, async (request) => {
    const user = await request.requireUser();
    return joinByCard(ctx, user, request.params.id, request.body);
  });

  const leave = { params, response: responses({ 200: messageResponseSchema }) };
  app.post('/matches/:id/leave', { schema: leave }, async (request) => {
    const user = await request.requireUser();
    const matchId = request.params.id;
    const left = await leaveMatch(ctx, user, matchId);
    await publishWallet(ctx, user.id);
    await publishBookingById(ctx, left.bookingId, 'updated');
    await tell(ctx, {
      userIds: [left.bookerId],
      matchId,
      message: `${user.name} ha dejado tu partido abierto.`,
    });
    await tellPromotions(ctx, matchId, left.promoted);
    const euros = centsToEuros(left.refundedCents).toFixed(2);
    return {
      success: true as const,
      message: `${MATCH_SUCCESS.left} (${euros} €)`,
    };
  });

  app.post('/matches/:id/close', { schema: leave }, async (request) => {
    const user = await request.requireUser();
    await closeMatch(ctx, user, request.params.id);
    return { success: true as const, message: MATCH_SUCCESS.closed };
  });

  app.post('/matches/:id/queue', { schema: leave }, async (request) => {
    const user = await request.requireUser();
    await enqueue(ctx, user, request.params.id);
    return { success: true as const, message: MATCH_SUCCESS.queued };
  });

  app.delete('/matches/:id/queue', { schema: leave }, async (request) => {
    const user = await request.requireUser();
    const promoted = await dequeue(ctx, user, request.params.id);
    await tellPromotions(ctx, request.params.id, promoted);
    return { success: true as const, message: MATCH_SUCCESS.unqueued };
  });
};
