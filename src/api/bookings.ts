/**
 * The bookings contract of spec section 7, shared by the PWA and the server. Money is in euros
 * here (the API edge). Dates are YYYY-MM-DD, slots 'HH:MM - HH:MM', both in the club's time zone.
 */
import { z } from 'zod';
import type { CourtType } from '@/domain/courts.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/domain/payment-status.ts';
import { MAX_PLAYERS, PLAYER_MESSAGES } from '@/domain/players.ts';

export { PAYMENT_STATUSES, type PaymentStatus };

export interface BookingCourtRef {
  _id: string;
  type: CourtType;
  name: string;
}

export interface BookingUserRef {
  _id: string;
  name: string;
  email: string;
  role: string;
  image: string | null;
}

export interface BookingPlayer {
  isMember: boolean;
  memberId: BookingUserRef | null;
  nonMemberName: string | null;
  nonMemberEmail: string | null;
  name: string | null;
  usedInvitation: boolean;
  isUca: boolean;
  /** Euros this player owes. */
  amount: number;
  /** Euros this player has paid. */
  amountPaid: number;
  paymentStatus: PaymentStatus;
  stripePaymentLinkUrl: string | null;
  index: number;
}

export type BookingStatus = 'active' | 'cancelled';

export interface Booking {
  _id: string;
  courtId: BookingCourtRef;
  /** YYYY-MM-DD */
  dateBooked: string;
  /** 'HH:MM - HH:MM': from the first slot's start to the last slot's end. */
  timeBooked: string;
  /** The slots the booking holds, each 'HH:MM - HH:MM'. */
  slots: string[];
  yearBooked: number;
  monthBooked: number;
  dayBooked: number;
  /** ISO date-time of the start, for countdowns (cancellation window). */
  startsAt: string;
  endsAt: string;
  userBooked: BookingUserRef;
  paymentStatus: PaymentStatus;
  /** Euros. */
  totalAmount: number;
  totalDue: number;
  isLeagueMatch: boolean;
  players: BookingPlayer[];
  status: BookingStatus;
  createdAt: string;
}

/**
 * A taken slot as GET /users/booked answers it. For a viewer who is not a member, the names of
 * other people are withheld (name null) and the PWA shows 'No socio'.
 */
export interface BookedSlot {
  _id: string;
  courtId: string;
  dateBooked: string;
  /** One entry per booking: the whole booked range 'HH:MM - HH:MM'. */
  timeBooked: string;
  slots: string[];
  startsAt: string;
  userBooked: { _id: string; name: string | null };
  /** True when the viewer is the booker. */
  isMine: boolean;
  paymentStatus: PaymentStatus;
  isLeagueMatch: boolean;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida');
const slotString = z
  .string()
  .regex(/^\d{2}:\d{2} - \d{2}:\d{2}$/, "Horario no válido (formato 'HH:MM - HH:MM').");

export const bookedQuerySchema = z.object({
  courtId: z.string().uuid('Pista no válida.'),
  isDelete: z.enum(['true', 'false']).optional(),
  startDate: isoDate,
  endDate: isoDate,
});
export type BookedQuery = z.infer<typeof bookedQuerySchema>;

export interface BookedResponse {
  success: true;
  bookings: BookedSlot[];
}

export const usersListQuerySchema = z.object({
  role: z.string().max(40).optional(),
  league: z.enum(['true', 'false']).optional(),
});
export type UsersListQuery = z.infer<typeof usersListQuerySchema>;

export interface UsersListResponse {
  success: true;
  users: { _id: string; name: string; email: string; role: string }[];
}

export const bookingPlayerInputSchema = z.object({
  memberId: z.string().uuid('Jugador no válido.').nullable().optional(),
  isMember: z.boolean(),
  nonMemberName: z.string().trim().max(120).nullable().optional(),
  nonMemberEmail: z.string().trim().max(200).nullable().optional(),
});
export type BookingPlayerInput = z.infer<typeof bookingPlayerInputSchema>;

export const createBookingSchema = z.object({
  courtId: z.string().uuid('Pista no válida.'),
  /** Consecutive slots of the court's day, e.g. ['09:00 - 10:30']. */
  timeBooked: z.array(slotString).min(1, 'Selecciona un horario.').max(8),
  dateBooked: isoDate,
  /** The booker's user id: the session user, unless an admin books for a member. */
  userBooked: z.string().uuid('Usuario no válido.').optional(),
  /** Other players (the booker is added by the server). A league match needs the rival here. */
  players: z
    .array(bookingPlayerInputSchema)
    .max(MAX_PLAYERS - 1, PLAYER_MESSAGES.tooManyPlayers)
    .default([]),
  isLeagueMatch: z.boolean().default(false),
  /** Informative only: the server decides the status. */
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingSchema>;

export interface BookingResponse {
  success: true;
  booking: Booking;
  msg: string;
}

export interface BookingsResponse {
  success: true;
  bookings: Booking[];
}

export interface DeleteBookingResponse {
  success: true;
  message: string;
}

/** The schedule's guest form of POST /users/booking/createPaymentIntent. */
export const guestPaymentIntentSchema = z.object({
  courtBooked: z.object({ _id: z.string().uuid('Pista no válida.') }).passthrough(),
  timeBooked: z.array(slotString).min(1, 'Selecciona un horario.').max(8),
  dateBooked: isoDate,
  userBooked: z.string().uuid('Usuario no válido.').optional(),
  players: z
    .array(
      z.object({
        memberId: z.string().uuid().nullable().optional(),
        isMember: z.boolean().optional(),
        amount: z.number().optional(),
      }),
    )
    .max(MAX_PLAYERS, PLAYER_MESSAGES.tooManyPlayers)
    .default([]),
  paymentStatus: z.literal('C').optional(),
});
export type GuestPaymentIntentRequest = z.input<typeof guestPaymentIntentSchema>;

export interface PaymentIntentResponse {
  clientSecret: string;
}

/** GET /users/booking/{id}/history → { success, history }, oldest first. */
export interface BookingHistoryEntry {
  _id: string;
  /** Spanish action text ('Reserva creada', 'Reserva Confirmado', 'Reserva Cancelado', …). */
  action: string;
  /** ISO date-time. */
  timestamp: string;
  /** null when the user no longer exists (the PWA shows 'Usuario desconocido'). */
  performedBy: { _id: string; name: string } | null;
  details: string;
}

export interface BookingHistoryResponse {
  success: true;
  history: BookingHistoryEntry[];
}

/**
 * Realtime. After `socket.emit('subscribe', courtRoom(courtId))` a signed-in user receives
 * `scheduleUpdated:{courtId}` whenever a booking of that court is made or cancelled; after
 * `subscribe` to bookingRoom(id) (booker, players, admins) `bookingUpdated:{bookingId}`.
 */
export const courtRoom = (courtId: string) => `court:${courtId}`;
export const bookingRoom = (bookingId: string) => `booking:${bookingId}`;
export const scheduleUpdatedEvent = (courtId: string) => `scheduleUpdated:${courtId}`;
export const bookingUpdatedEvent = (bookingId: string) => `bookingUpdated:${bookingId}`;

export interface ScheduleUpdatedPayload {
  courtId: string;
  /** The day that changed, YYYY-MM-DD. */
  dateBooked: string;
  bookingId: string;
  action: 'created' | 'cancelled';
}

export interface BookingUpdatedPayload {
  bookingId: string;
  /** The booking as its booker sees it (null after it is cancelled). */
  booking: Booking | null;
  action: 'created' | 'cancelled' | 'updated';
}
