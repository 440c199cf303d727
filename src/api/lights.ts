import { msg } from '@/i18n/message.ts';
import { z } from 'zod';
import { LIGHT_REASONS } from '@/domain/lights.ts';
import { okWith } from './common.ts';

export const LIGHT_DRIVERS = ['log', 'http', 'mqtt'] as const;
const reasons = Object.keys(LIGHT_REASONS) as [
  keyof typeof LIGHT_REASONS,
  ...(keyof typeof LIGHT_REASONS)[],
];

export const lightCourtSchema = z.object({
  courtId: z.string(),
  courtName: z.string(),
  driver: z.enum(LIGHT_DRIVERS),
  url: z.string().nullable(),
  topic: z.string().nullable(),
  on: z.boolean(),
  since: z.string().nullable(),
  reason: z.enum(reasons),
  /** The reason in Spanish, for the admin's court list. */
  reasonText: z.string(),
  manualOn: z.boolean().nullable(),
  manualUntil: z.string().nullable(),
  /** The relay's last failure while it lasts (null once it answers again). */
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type LightCourt = z.infer<typeof lightCourtSchema>;

export const lightCourtsResponseSchema = okWith({ courts: z.array(lightCourtSchema) });
export type LightCourtsResponse = z.infer<typeof lightCourtsResponseSchema>;
export type LightRelayInput = z.input<typeof lightRelayBodySchema>;

export const lightCourtParamsSchema = z.object({ courtId: z.uuid('validation.courtInvalid') });

export const lightRelayBodySchema = z
  .object({
    driver: z.enum(LIGHT_DRIVERS, 'validation.lightDriverInvalid'),
    url: z.url('validation.urlInvalid').max(500).nullable().default(null),
    topic: z.string().trim().min(1).max(200).nullable().default(null),
  })
  .refine((b) => b.driver === 'log' || b.url !== null, {
    message: 'validation.relayUrlRequired',
    path: ['url'],
  })
  .refine((b) => b.driver !== 'mqtt' || b.topic !== null, {
    message: 'validation.relayTopicRequired',
    path: ['topic'],
  });

export const MAX_MANUAL_LIGHT_MINUTES = 12 * 60;
export const manualLightBodySchema = z.object({
  on: z.boolean(),
  minutes: z
    .number()
    .int()
    .min(1, 'validation.lightMinutesRange')
    .max(MAX_MANUAL_LIGHT_MINUTES, 'validation.lightMinutesRange'),
});

export const lightStatsQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.monthInvalid'),
});
export const lightStatsRowSchema = z.object({
  courtId: z.string(),
  courtName: z.string(),
  minutes: z.number().int(),
  hours: z.number(),
});
export const lightStatsResponseSchema = okWith({ rows: z.array(lightStatsRowSchema) });

export const lightLogEntrySchema = z.object({
  at: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  on: z.boolean(),
  reasonText: z.string(),
  bookingId: z.string().nullable(),
  /** The admin who switched by hand. */
  userName: z.string().nullable(),
  ok: z.boolean(),
  answer: z.string(),
});
export type LightLogEntry = z.infer<typeof lightLogEntrySchema>;
export const lightLogResponseSchema = okWith({ entries: z.array(lightLogEntrySchema) });
export type LightLogResponse = z.infer<typeof lightLogResponseSchema>;
export type LightStatsResponse = z.infer<typeof lightStatsResponseSchema>;
/** The latest switches the log shows. */
export const LIGHT_LOG_LIMIT = 200;

export const LIGHT_RELAY_SAVED = msg('admin.lightRelaySaved');
export const LIGHT_MANUAL_ON = msg('admin.lightManualOn');
export const LIGHT_MANUAL_OFF = msg('admin.lightManualOff');
export const LIGHT_COURT_NOT_FOUND = msg('admin.lightCourtNotFound');
export const LIGHT_NO_RELAY = msg('admin.lightNoRelay');
