/**
 * Bookings: creating them, their players, their payments, their detail, the calendar and the
 * admin's reservations (every booking, booking for a member, cancelling, desk payments).
 * Other modules import this module only through this file.
 */
export { bookingsAdminRoutes } from './admin/admin-routes.ts';
export { cancelBookingInTx, publishCancellation } from './cancel/cancel.ts';
// The one writer of a booking's rows, which every module that books a court calls in its own
// transaction (decision 075).
export { writeBooking } from './core/write.ts';
// The read a member's booking is made with, and its player rows: the bench measures them alone.
export { readBookingState } from './create/create-statements.ts';
export { newPlayerRows } from './create/players.ts';
export { registerBookingPayments } from './pay/booking-payments.ts';
export { payUnpaidPartsInTx } from './pay/pay-claimed.ts';
export {
  addPaidPlayer,
  matchBookingLabel,
  removePaidPlayer,
  setOriginalShares,
  type Joiner as MatchJoiner,
} from './detail/match-players.ts';
// The booking locked with its players, for open matches (the caller decides who may act on it).
export { lockBooking, type LockedBooking } from './core/lock.ts';
export { publishBookingById } from './core/events.ts';
export { registerGuestBookingFulfilment } from './pay/guest-payments.ts';
export {
  bookingText,
  HISTORY as HISTORY_ACTIONS,
  historyColumns,
  recordHistory,
  slotSpan,
  type HistoryEntry,
} from './core/history.ts';
export { BOOKING_NOT_FOUND, loadBookings } from './queries.ts';
export { SCHEDULE_TOPIC } from './schedule/schedule-cache.ts';
export { bookingsRoutes } from './routes.ts';
export {
  bookingsUnderBlocks,
  coveredBookings,
  type CancelledBooking,
} from './cancel/under-blocks.ts';
export { expireStartedEntries, joinWaitlist, leaveWaitlist } from './waitlist/entries.ts';
export { promoteWaitlistInTx, type Promotion as WaitlistPromotion } from './waitlist/promote.ts';
export { publishPromotions } from './waitlist/publish.ts';
// The demo club's past bookings and payments, made as members make them (server/seed).
export { createBooking } from './create/create.ts';
export { payWithPack } from './pay/pay-pack.ts';
export { payWithWallet } from './pay/pay-wallet.ts';
