/**
 * Bookings: creating them, their players, their payments, their detail and the calendar.
 * Other modules import this module only through this file.
 */
export { calendarRoutes } from './calendar-routes.ts';
export { cancelBookingInTx, publishCancellation } from './cancel.ts';
export { createBooking } from './create.ts';
export { bookingDetailRoutes, registerBookingPayments } from './detail-routes.ts';
export { publishBookingById } from './events.ts';
export { registerGuestBookingFulfilment } from './guest-payments.ts';
export { recordHistory } from './history.ts';
export { BOOKING_NOT_FOUND, loadBookings } from './queries.ts';
export { bookingsRoutes } from './routes.ts';
export { bookingsUnderBlocks, coveredBookings } from './under-blocks.ts';
