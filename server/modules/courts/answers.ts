/**
 * The courts' answers serialised once per loaded court list (issue 29): `GET /courts` and a day's
 * time intervals are the same bytes for every member until the court cache loads the courts again
 * (after an admin's change, or its few seconds), so they are built and hashed once per load, not
 * per request. Keyed by the loaded objects themselves: a new load makes new keys, and the old
 * answers go with the old objects.
 */
import { LRUCache } from 'lru-cache';
import {
  courtsResponseSchema,
  timeIntervalsResponseSchema,
  type CourtsResponse,
  type TimeIntervalsResponse,
} from '@/api/courts.ts';
import { encodeJson, serialised, serialisedOnce, type Serialised } from '../../lib/serialised.ts';
import { timeIntervals, toCourtDto, type LoadedCourt } from './service.ts';

/** Dates kept per loaded court: a year and a bit of days, far more than members ask within one load. */
const MAX_DATES = 400;

export function createCourtAnswers(timeZone: string) {
  const list = serialisedOnce((courts: readonly LoadedCourt[]) => {
    const value: CourtsResponse = { success: true, courts: courts.map(toCourtDto) };
    return encodeJson(courtsResponseSchema, value);
  });
  const days = new WeakMap<LoadedCourt, LRUCache<string, Serialised>>();
  return {
    list,
    intervals(court: LoadedCourt, date: string): Serialised {
      let dates = days.get(court);
      if (!dates) days.set(court, (dates = new LRUCache({ max: MAX_DATES })));
      let answer = dates.get(date);
      if (!answer) {
        const value: TimeIntervalsResponse = {
          success: true,
          timeIntervals: timeIntervals(court, date, timeZone),
        };
        answer = serialised(encodeJson(timeIntervalsResponseSchema, value));
        dates.set(date, answer);
      }
      return answer;
    },
  };
}
