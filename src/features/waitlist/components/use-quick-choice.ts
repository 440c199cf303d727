import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourtType } from '@/domain/courts.ts';
import { mustPayFirst } from '@/domain/booking-rules.ts';
import {
  freeQuickStarts,
  quickDays,
  quickDefaults,
  quickLengths,
  quickStarts,
  type QuickChoice,
} from '@/domain/quick-options.ts';
import { CLUB_TIME_ZONE, todayPayloadDate } from '@/lib/dates.ts';
import { clubDayQueryOptions, courtsQueryOptions } from '@/lib/queries.ts';

/**
 * The quick booking's sport, day, length and time, offered only as the sport's courts have them,
 * the time defaulting to the first one free.
 * A pick that no longer fits (another sport, another day, time gone by) falls back to the
 * defaults instead of being sent and refused.
 */
export function useQuickChoice(role: string) {
  const courts = useQuery(courtsQueryOptions());
  const [sport, setSport] = useState<CourtType>('padel');
  const [picked, setPicked] = useState<Partial<QuickChoice>>({});
  const list = courts.data ?? [];
  const now = new Date();
  const today = todayPayloadDate(now);
  const defaults = quickDefaults(list, sport, role, now, today, CLUB_TIME_ZONE);
  const days = quickDays(list, sport, role, today);
  const lengths = quickLengths(list, sport, mustPayFirst(role, false));
  const date =
    picked.date && days.includes(picked.date) ? picked.date : (defaults?.date ?? days[0] ?? today);
  const fallback =
    defaults && lengths.includes(defaults.minutes) ? defaults.minutes : (lengths[0] ?? 0);
  const minutes = picked.minutes && lengths.includes(picked.minutes) ? picked.minutes : fallback;
  // A role that may book no day of this sport is offered no time, rather than one refused.
  const starts = days.includes(date)
    ? quickStarts(list, sport, date, minutes, now, CLUB_TIME_ZONE)
    : [];
  // The default time is the first one some court has free (the club's day for that date); with
  // none free, the first start, which the card then answers with the nearest free ones.
  const day = useQuery({ ...clubDayQueryOptions(sport, date), enabled: starts.length > 0 });
  const free = day.data ? freeQuickStarts(starts, day.data.courts, minutes) : [];
  const time = picked.time && starts.includes(picked.time) ? picked.time : (free[0] ?? starts[0]);

  return {
    loading: courts.isPending,
    sport,
    date,
    minutes,
    time,
    days,
    lengths,
    starts,
    changeSport: (next: CourtType) => {
      setSport(next);
      setPicked({});
    },
    pick: (change: Partial<QuickChoice>) => setPicked((before) => ({ ...before, ...change })),
  };
}
