import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS, mergeClubSettings } from './club-settings.ts';

describe('club settings', () => {
  it('reads the defaults when nothing was stored', () => {
    expect(mergeClubSettings(DEFAULT_CLUB_SETTINGS, null)).toEqual(DEFAULT_CLUB_SETTINGS);
    expect(mergeClubSettings(DEFAULT_CLUB_SETTINGS, {})).toEqual(DEFAULT_CLUB_SETTINGS);
  });

  it('changes one field and keeps every other one, nested records key by key', () => {
    const merged = mergeClubSettings(DEFAULT_CLUB_SETTINGS, {
      openMatches: { autoCancelMinutes: 90 },
      waitlist: { enabled: { tennis: false } },
    });
    expect(merged.openMatches.autoCancelMinutes).toBe(90);
    expect(merged.waitlist.enabled).toEqual({ padel: true, tennis: false });
    expect(merged.quickBooking).toEqual(DEFAULT_CLUB_SETTINGS.quickBooking);
    expect(merged.levels).toEqual(DEFAULT_CLUB_SETTINGS.levels);
  });

  it('ignores sections and fields it does not know (a setting an older version stored)', () => {
    const merged = mergeClubSettings(DEFAULT_CLUB_SETTINGS, {
      gone: { x: 1 },
      levels: { ratingStep: 0.2, removed: true },
    });
    expect(merged).toEqual({ ...DEFAULT_CLUB_SETTINGS, levels: { ratingStep: 0.2 } });
    expect(DEFAULT_CLUB_SETTINGS.levels.ratingStep).toBe(0.3);
  });
});
