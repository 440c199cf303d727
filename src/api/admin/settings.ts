/**
 * The club's settings (GET and PATCH /api/admin/settings): what open matches, waitlists, the quick
 * booking, levels and the club's calendar follow. A PATCH sends only what changes; the answer is every setting.
 */
import { z } from 'zod';
import { okWith } from '../common.ts';
import {
  SPANISH_REGION_CODES,
  type SpanishRegion as SpanishRegionCode,
} from '@/domain/calendar.ts';
import type { ClubSettings } from '@/domain/club-settings.ts';
import { MEMBER_ROLES } from '@/domain/roles.ts';

const enabledByType = z.object({ padel: z.boolean(), tennis: z.boolean() });

export const clubSettingsSchema = z.object({
  openMatches: z.object({
    autoCancelMinutes: z
      .number()
      .int('validation.wholeNumber')
      .min(0, 'validation.notNegative')
      .max(1440, 'validation.max24Hours'),
  }),
  waitlist: z.object({ enabled: enabledByType }),
  quickBooking: z.object({
    indoorFirstWhenRain: z.boolean(),
    tieBreak: z.enum(['least-used', 'court-order']),
  }),
  levels: z.object({
    ratingStep: z.number().min(0.05, 'validation.ratingStepMin').max(1, 'validation.ratingStepMax'),
  }),
  calendar: z.object({
    region: z.enum(SPANISH_REGION_CODES as [SpanishRegionCode, ...SpanishRegionCode[]], {
      message: 'validation.regionRequired',
    }),
  }),
  series: z.object({
    countAgainstWeeklyLimit: z.boolean(),
    memberRoles: z.array(
      z.enum(MEMBER_ROLES as [string, ...string[]], { message: 'validation.roleInvalid' }),
    ),
  }),
  school: z.object({
    makeUpsPerSeason: z
      .number()
      .int('validation.wholeNumberRequired')
      .min(0, 'validation.minZero')
      .max(20, 'validation.max20'),
  }),
}) satisfies z.ZodType<ClubSettings>;

const shape = clubSettingsSchema.shape;
/** Any section, any field of it; unknown keys are refused so a typo is not silently ignored. */
export const clubSettingsPatchSchema = z
  .object({
    openMatches: shape.openMatches.partial().strict(),
    waitlist: z.object({ enabled: enabledByType.partial().strict() }).partial().strict(),
    quickBooking: shape.quickBooking.partial().strict(),
    levels: shape.levels.partial().strict(),
    calendar: shape.calendar.partial().strict(),
    series: shape.series.partial().strict(),
    school: shape.school.partial().strict(),
  })
  .partial()
  .strict();
export type ClubSettingsPatchInput = z.infer<typeof clubSettingsPatchSchema>;

export const clubSettingsResponseSchema = okWith({ settings: clubSettingsSchema });
export type ClubSettingsResponse = z.infer<typeof clubSettingsResponseSchema>;
