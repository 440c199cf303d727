/**
 * The door's access log for admins, with filters (GET /api/admin/access) and as CSV
 * (GET /api/admin/access.csv, same filters, at most 10,000 rows).
 */
import { z } from 'zod';
import { okWith } from '../common.ts';
import { DOOR_RESULTS, accessLogEntrySchema } from '../door.ts';
import { isoDateField, pageInfo, paginationQuery } from './common.ts';

export const MAX_ACCESS_CSV_ROWS = 10_000;

export const adminAccessQuerySchema = z.object({
  /** Club-local dates, inclusive. */
  from: isoDateField.optional(),
  to: isoDateField.optional(),
  /** Matches the person's name or e-mail, ignoring case and accents. */
  q: z.string().trim().max(100).optional(),
  userId: z.string().uuid('validation.userInvalid').optional(),
  result: z.enum(DOOR_RESULTS).optional(),
  ...paginationQuery,
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminAccessQuery = z.input<typeof adminAccessQuerySchema>;

export const adminAccessResponseSchema = okWith({
  logs: z.array(accessLogEntrySchema),
  ...pageInfo,
});
export type AdminAccessResponse = z.infer<typeof adminAccessResponseSchema>;
