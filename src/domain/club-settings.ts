/**
 * The club's own settings, edited by admins from the back office and read by the rules that
 * depend on them (open matches, waitlists, the quick booking, levels). Every setting has a
 * default, so a club that never opened the settings screen runs on sensible values; what is
 * stored is only what an admin changed, merged over the defaults when read.
 */
import type { SpanishRegion } from './calendar.ts';
import type { CourtType } from './courts.ts';

/** How the quick booking picks among free courts once indoor courts went first (when it rains). */
export type QuickBookingTieBreak = 'least-used' | 'court-order';

export interface ClubSettings {
  openMatches: {
    /** A match not full this many minutes before its start is cancelled and its payers refunded. */
    autoCancelMinutes: number;
  };
  waitlist: {
    /** Whether members may queue for taken slots of this court type. */
    enabled: Record<CourtType, boolean>;
  };
  quickBooking: {
    /** Indoor courts first when the forecast says rain. */
    indoorFirstWhenRain: boolean;
    tieBreak: QuickBookingTieBreak;
  };
  levels: {
    /** The largest move of a level in one match (for a player whose level is least reliable). */
    ratingStep: number;
  };
  calendar: {
    /** The region whose holidays the club's calendar suggests (date-holidays, country ES). */
    region: SpanishRegion;
  };
  series: {
    /** Whether a holder's series dates count against the weekly limit of their own bookings. */
    countAgainstWeeklyLimit: boolean;
    /** The member roles that may create their own series (none by default: staff only). */
    memberRoles: string[];
  };
  school: {
    /** Make-up classes ('recuperaciones') a pupil may take per season. */
    makeUpsPerSeason: number;
  };
}

export const DEFAULT_CLUB_SETTINGS: ClubSettings = {
  openMatches: { autoCancelMinutes: 120 },
  waitlist: { enabled: { padel: true, tennis: true } },
  quickBooking: { indoorFirstWhenRain: true, tieBreak: 'least-used' },
  levels: { ratingStep: 0.3 },
  calendar: { region: 'ES-MD' },
  series: { countAgainstWeeklyLimit: false, memberRoles: [] },
  school: { makeUpsPerSeason: 2 },
};

type Partially<T> = {
  [K in keyof T]?: T[K] extends Record<string, unknown> ? Partial<T[K]> : T[K];
};
/** A partial change: any section, any field of it, any key of a nested record. */
export type ClubSettingsPatch = {
  [S in keyof ClubSettings]?: Partially<ClubSettings[S]>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Lays `patch` over `base` section by section (nested records such as `waitlist.enabled` merge
 * key by key), so an admin's change of one field keeps every other one.
 */
export function mergeClubSettings(base: ClubSettings, patch: unknown): ClubSettings {
  if (!isRecord(patch)) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [section, values] of Object.entries(base)) {
    const change = patch[section];
    if (!isRecord(change)) continue;
    const next: Record<string, unknown> = { ...(values as Record<string, unknown>) };
    for (const [key, value] of Object.entries(change)) {
      if (!(key in next) || value === undefined) continue;
      const current = next[key];
      next[key] = isRecord(current) && isRecord(value) ? { ...current, ...value } : value;
    }
    merged[section] = next;
  }
  return merged as unknown as ClubSettings;
}
