import type {
  BookingResponse,
  CreateBookingRequest,
  DeleteBookingResponse,
  GuestPaymentIntentRequest,
  PaymentIntentResponse,
} from '@/api/bookings.ts';
import { api } from '@/lib/http.ts';

/** POST /users/booking. */
export function createBooking(body: CreateBookingRequest): Promise<BookingResponse> {
  return api.post('users/booking', { json: body }).json<BookingResponse>();
}

/** DELETE /users/booking/{id}/delete: the schedule only cancels unpaid bookings. */
export function cancelBooking(bookingId: string): Promise<DeleteBookingResponse> {
  return api
    .delete(`users/booking/${encodeURIComponent(bookingId)}/delete`, { json: { players: [] } })
    .json<DeleteBookingResponse>();
}

/** The schedule's guest form of POST /users/booking/createPaymentIntent. */
export function createGuestPaymentIntent(
  body: GuestPaymentIntentRequest,
): Promise<PaymentIntentResponse> {
  return api
    .post('users/booking/createPaymentIntent', { json: body })
    .json<PaymentIntentResponse>();
}
