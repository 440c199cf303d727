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
import { requestTranslator } from '../../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { createPaymentLink } from '../pay/booking-payments.ts';
import { cancelWithRefunds } from '../cancel/cancel-refunds.ts';
import { invitationsUsedBy } from './invitations.ts';
import { payWithPack } from '../pay/pay-pack.ts';
import { payWithWallet } from '../pay/pay-wallet.ts';
import { loadBookings } from '../queries.ts';
import { updatePlayers } from './update-players.ts';
import { requestText } from '../../../plugins/errors.ts';

export const bookingDetailRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'PUT',
    path: '/users/booking/:id',
    summary: "Change a booking's players",
    access: 'signedIn',
    schema: {
      params: idParams,
      body: updatePlayersSchema,
      response: responses({ 200: bookingResponseSchema }),
    },
    handler: async (request) => {
      const booking = await updatePlayers(
        ctx,
        request.user,
        request.params.id,
        request.body.players,
      );
      return {
        success: true as const,
        booking,
        msg: requestTranslator(request)('answers.playersUpdated'),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/users/invitations',
    summary: 'Bookings the user is invited to',
    access: 'signedIn',
    schema: { response: responses({ 200: invitationsResponseSchema }) },
    handler: async (request) => {
      const used = await invitationsUsedBy(ctx.db, request.user.id);
      return {
        success: true as const,
        invitationsUsed: used,
        invitationsLeft: Math.max(0, MAX_INVITATIONS - used),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/users/booking/payWithWallet',
    summary: 'Pay a booking share from the wallet',
    access: 'signedIn',
    schema: {
      body: payWithWalletSchema,
      response: responses({ 200: payWithWalletResponseSchema }),
    },
    handler: async (request) => {
      const { bookingId, playerIndex } = request.body;
      const paid = await payWithWallet(ctx, request.user, bookingId, playerIndex);
      return { success: true as const, ...paid, message: requestTranslator(request)(paid.message) };
    },
  }),
  route({
    method: 'POST',
    path: '/users/booking/payWithPack',
    summary: 'Pay a booking or a part with a pack use',
    access: 'signedIn',
    schema: { body: payWithPackSchema, response: responses({ 200: payWithPackResponseSchema }) },
    handler: async (request) => {
      const paid = await payWithPack(ctx, request.user, request.body);
      return { success: true as const, ...paid, message: requestTranslator(request)(paid.message) };
    },
  }),
  route({
    method: 'POST',
    path: '/users/booking/createPaymentLink',
    summary: "Create a payment link for a guest's share",
    access: 'signedIn',
    schema: {
      body: createPaymentLinkSchema,
      response: responses({ 200: paymentLinkResponseSchema }),
    },
    handler: async (request) => {
      const url = await createPaymentLink(ctx, request.user, request.body);
      const [booking] = await loadBookings(ctx.db, [request.body.bookingId]);
      return { success: true as const, url, booking: booking! };
    },
  }),
  route({
    method: 'DELETE',
    path: '/users/booking/:id/delete-booking-payments',
    summary: "Cancel a booking's pending payments",
    access: 'signedIn',
    schema: {
      params: idParams,
      response: responses({ 200: cancelWithRefundsResponseSchema }),
    },
    handler: async (request) => {
      const outcome = await cancelWithRefunds(ctx, request.user, request.params.id);
      return { success: true as const, ...outcome, message: requestText(request, outcome.message) };
    },
  }),
];
