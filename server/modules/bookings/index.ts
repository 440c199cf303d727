/**
 * Bookings: creating them, their players, their payments, their detail and the calendar.
 * Other modules import this module only through this file.
 */
export { cancelBookingInTx, publishCancellation } from './cancel/cancel.ts';
export { createBooking } from './create/create.ts';
export { registerBookingPayments } from './pay/booking-payments.ts';
export { publishBookingById } from './events.ts';
export { registerGuestBookingFulfilment } from './pay/guest-payments.ts';
export { recordHistory } from './history.ts';
export { BOOKING_NOT_FOUND, loadBookings } from './queries.ts';
export { bookingsRoutes } from './routes.ts';
export { bookingsUnderBlocks, coveredBookings } from './cancel/under-blocks.ts';
