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
      .int('Debe ser un número entero.')
      .min(0, 'No puede ser negativo.')
      .max(1440, 'Como mucho 24 horas (1440 minutos).'),
  }),
  waitlist: z.object({ enabled: enabledByType }),
  quickBooking: z.object({
    indoorFirstWhenRain: z.boolean(),
    tieBreak: z.enum(['least-used', 'court-order']),
  }),
  levels: z.object({
    ratingStep: z.number().min(0.05, 'El paso mínimo es 0,05.').max(1, 'El paso máximo es 1.'),
  }),
  calendar: z.object({
    region: z.enum(SPANISH_REGION_CODES as [SpanishRegionCode, ...SpanishRegionCode[]], {
      message: 'Elige una comunidad autónoma.',
    }),
  }),
  series: z.object({
    countAgainstWeeklyLimit: z.boolean(),
    memberRoles: z.array(
      z.enum(MEMBER_ROLES as [string, ...string[]], { message: 'Rol no válido.' }),
    ),
  }),
  school: z.object({
    makeUpsPerSeason: z
      .number()
      .int('Indica un número entero.')
      .min(0, 'El mínimo es 0.')
      .max(20, 'El máximo es 20.'),
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
