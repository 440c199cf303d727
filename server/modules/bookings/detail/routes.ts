/**
 * The booking detail page's calls (spec section 7): players, invitations, wallet and card
 * payments, payment links, cancelling with refunds. Every route taking a booking id answers 404
 * 'No se encontró la reserva.' to anyone who may not see it (core/lock.ts).
 */
import {
  cancelWithRefundsResponseSchema,
  createPaymentLinkSchema,
  invitationsResponseSchema,
  payWithWalletResponseSchema,
  payWithWalletSchema,
  paymentLinkResponseSchema,
  updatePlayersSchema,
} from '@/api/booking-detail.ts';
import { bookingIdParamsSchema as idParams, bookingResponseSchema } from '@/api/bookings.ts';
import { responses } from '@/api/common.ts';
import { payWithPackResponseSchema, payWithPackSchema } from '@/api/packs.ts';
import { MAX_INVITATIONS } from '@/domain/players.ts';
import type { ModuleRoutes } from '../../types.ts';
import { createPaymentLink } from '../pay/booking-payments.ts';
import { cancelWithRefunds } from '../cancel/cancel-refunds.ts';
import { invitationsUsedBy } from './invitations.ts';
import { payWithPack } from '../pay/pay-pack.ts';
import { payWithWallet } from '../pay/pay-wallet.ts';
import { loadBookings } from '../queries.ts';
import { updatePlayers } from './update-players.ts';

export const bookingDetailRoutes: ModuleRoutes = (ctx) => async (app) => {
  const players = {
    params: idParams,
    body: updatePlayersSchema,
    response: responses({ 200: bookingResponseSchema }),
  };
  app.put('/users/booking/:id', { schema: players }, async (request) => {
    const user = await request.requireUser();
    const booking = await updatePlayers(ctx, user, request.params.id, request.body.players);
    return { success: true as const, booking, msg: 'Jugadores actualizados' };
  });

  const invitations = { response: responses({ 200: invitationsResponseSchema }) };
  app.get('/users/invitations', { schema: invitations }, async (request) => {
    const user = await request.requireUser();
    const used = await invitationsUsedBy(ctx.db, user.id);
    return {
      success: true as const,
      invitationsUsed: used,
      invitationsLeft: Math.max(0, MAX_INVITATIONS - used),
    };
  });

  const wallet = {
    body: payWithWalletSchema,
    response: responses({ 200: payWithWalletResponseSchema }),
  };
  app.post('/users/booking/payWithWallet', { schema: wallet }, async (request) => {
    const user = await request.requireUser();
    const { bookingId, playerIndex } = request.body;
    const paid = await payWithWallet(ctx, user, bookingId, playerIndex);
    return { success: true as const, ...paid };
  });

  const pack = { body: payWithPackSchema, response: responses({ 200: payWithPackResponseSchema }) };
  app.post('/users/booking/payWithPack', { schema: pack }, async (request) => {
    const user = await request.requireUser();
    const paid = await payWithPack(ctx, user, request.body);
    return { success: true as const, ...paid };
  });

  const link = {
    body: createPaymentLinkSchema,
    response: responses({ 200: paymentLinkResponseSchema }),
  };
  app.post('/users/booking/createPaymentLink', { schema: link }, async (request) => {
    const user = await request.requireUser();
    const url = await createPaymentLink(ctx, user, request.body);
    const [booking] = await loadBookings(ctx.db, [request.body.bookingId]);
    return { success: true as const, url, booking: booking! };
  });

  const cancel = {
    params: idParams,
    response: responses({ 200: cancelWithRefundsResponseSchema }),
  };
  app.delete('/users/booking/:id/delete-booking-payments', { schema: cancel }, async (request) => {
    const user = await request.requireUser();
    const outcome = await cancelWithRefunds(ctx, user, request.params.id);
    return { success: true as const, ...outcome };
  });
};
