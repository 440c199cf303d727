/** The door (POST /access/doors/unlock) and its access log (GET /access/logs, admins). */
import { z } from 'zod';
import { numberFromText, okWith } from './common.ts';

export const unlockBodySchema = z.object({
  doorId: z.string().trim().min(1, 'validation.doorRequired').max(64),
});

export const accessLogsQuerySchema = z.object({
  limit: numberFromText(z.number().int().min(1).max(500)).default(100),
  offset: numberFromText(z.number().int().min(0)).default(0),
});

export const DOOR_RESULTS = ['opened', 'refused', 'busy', 'rate-limited', 'failed'] as const;

export const accessLogEntrySchema = z.object({
  _id: z.string(),
  user: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
  }),
  doorId: z.string(),
  result: z.enum(DOOR_RESULTS),
  reason: z.string(),
  createdAt: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogsResponseSchema = okWith({
  logs: z.array(accessLogEntrySchema),
  total: z.number(),
});

/** A booking's door window: from 30 minutes before it starts until it ends. */
export const doorWindowSchema = z.object({
  bookingId: z.string(),
  courtName: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type DoorWindowAnswer = z.infer<typeof doorWindowSchema>;

export const myAccessEntrySchema = accessLogEntrySchema.omit({ user: true });

/** GET /access/me: may I open now, why, when next, and my own presses (newest first). */
export const myAccessResponseSchema = okWith({
  allowed: z.boolean(),
  reason: z.string(),
  window: doorWindowSchema.nullable(),
  nextWindow: doorWindowSchema.nullable(),
  history: z.array(myAccessEntrySchema),
});
export type MyAccessResponse = z.infer<typeof myAccessResponseSchema>;
