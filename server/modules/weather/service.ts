import type { WeatherEntry } from '@/api/courts.ts';
import { addDays, clubDate, daysBetween, isIsoDate } from '@/domain/club-time.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';

/** Forecasts are asked for today and the next 3 days only (spec: not for 4 or more days ahead). */
export const WEATHER_MAX_DAYS_AHEAD = 3;

/** The club-local day named by an ISO date ('YYYY-MM-DD') or date-time. */
function dayOf(value: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isIsoDate(value)) throw badRequest(msg('errors.invalidDate'));
    return value;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw badRequest(msg('errors.invalidDate'));
  return clubDate(instant, timeZone);
}

export async function forecast(
  ctx: AppContext,
  input: { date: string; days?: number },
): Promise<WeatherEntry[]> {
  const tz = ctx.config.club.timezone;
  const first = dayOf(input.date, tz);
  const today = clubDate(ctx.now(), tz);
  const ahead = daysBetween(today, first);
  if (ahead < 0 || ahead > WEATHER_MAX_DAYS_AHEAD) return [];
  const last = addDays(first, Math.min((input.days ?? 1) - 1, WEATHER_MAX_DAYS_AHEAD - ahead));
  // The club's day spans two UTC dates; ask for both ends and keep the club's hours.
  const entries = await ctx.weather.hourly(addDays(first, -1), addDays(last, 1));
  return entries.filter((e) => {
    const day = clubDate(new Date(e.startTime), tz);
    return day >= first && day <= last;
  });
}
