/**
 * The club's day (issue 41): every court of a sport for one day in one answer, each slot as the
 * viewer may use it and each court's price for the viewer's role. GET /api/users/club-day.
 * Money in euros, as everywhere in the API.
 */
import { z } from 'zod';
import { okWith } from './common.ts';
import { courtSchema, courtTypeSchema } from './courts.ts';

export const clubDayQuerySchema = z.object({
  sport: courtTypeSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid'),
});

/**
 * free: bookable now; own: the viewer's booking; taken: someone else's; held: someone is paying
 * for it (a guest's card, a waiting member's turn); blocked: a blocked time or a closed day (its
 * reason in `text`); past: already started; closed: the day is outside the viewer's window.
 */
const clubDaySlotStateSchema = z.enum([
  'free',
  'own',
  'taken',
  'held',
  'blocked',
  'past',
  'closed',
]);

export const clubDaySlotSchema = z.object({
  /** 'HH:MM - HH:MM' */
  slot: z.string(),
  state: clubDaySlotStateSchema,
  /** What the slot says: its range, 'Tu Reserva', the booker (members only), the block's reason. */
  text: z.string(),
  /** The booking holding it (own and taken slots). */
  bookingId: z.string().nullable(),
  /** An open match on that booking with seats still free ('Partidos abiertos'). */
  openMatch: z.object({ matchId: z.string(), seatsLeft: z.number().int() }).nullable(),
});
export type ClubDaySlot = z.infer<typeof clubDaySlotSchema>;

export const clubDayCourtSchema = z.object({
  court: courtSchema,
  /** The full court price for one slot, for the viewer's role, in euros. */
  price: z.number(),
  /** The viewer may book this court on this day (its window for the viewer's role). */
  bookable: z.boolean(),
  slots: z.array(clubDaySlotSchema),
});
export type ClubDayCourt = z.infer<typeof clubDayCourtSchema>;

export const clubDayResponseSchema = okWith({
  sport: courtTypeSchema,
  date: z.string(),
  /** The sports the club has courts of, in the order the day's switch shows them. */
  sports: z.array(courtTypeSchema),
  /** The days the viewer may book on some court of the sport, from today. */
  days: z.array(z.string()),
  courts: z.array(clubDayCourtSchema),
});
export type ClubDayResponse = z.infer<typeof clubDayResponseSchema>;
