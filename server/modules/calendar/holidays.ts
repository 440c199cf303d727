/**
 * The public holidays of a Spanish region for a year, from the maintained `date-holidays` data
 * (national, regional and the local ones it knows): the club's calendar suggests them.
 */
import Holidays from 'date-holidays';
import type { ClosedDay, SpanishRegion } from '@/domain/calendar.ts';

export function regionHolidays(region: SpanishRegion, year: number): ClosedDay[] {
  const [country, state] = region.split('-') as [string, string];
  const library = new Holidays(country, state, { languages: ['es'] });
  const days = new Map<string, string>();
  for (const holiday of library.getHolidays(year, 'es')) {
    // 'observance' days (Mother's Day, Easter Sunday) are not days off.
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    if (!days.has(date)) days.set(date, holiday.name);
  }
  return [...days].map(([date, name]) => ({ date, name }));
}
