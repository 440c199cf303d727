import 'dayjs/locale/es';
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('es');

/** The club's clock; every displayed or sent date is read in this zone, not the device's. */
export const CLUB_TIME_ZONE: string = import.meta.env.VITE_CLUB_TIMEZONE ?? 'Europe/Madrid';

/** A moment in the club's time zone, Spanish locale. */
export function clubTime(value?: ConfigType): Dayjs {
  return dayjs(value).tz(CLUB_TIME_ZONE).locale('es');
}

/** The club's current calendar day as the API's payload date (YYYY-MM-DD). */
export function todayPayloadDate(now?: ConfigType): string {
  return clubTime(now).format('YYYY-MM-DD');
}

/** A moment as the API's payload date (YYYY-MM-DD), read on the club's calendar. */
export function toPayloadDate(value: ConfigType): string {
  return clubTime(value).format('YYYY-MM-DD');
}

/**
 * A payload date (YYYY-MM-DD) or a moment in es-ES long format, e.g. 'sábado, 21 de noviembre de
 * 2026'. Bare dates are calendar days, so they are not shifted through a time zone.
 */
export function formatLongDate(value: string | Date): string {
  const isBareDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const day = isBareDate ? dayjs(value).locale('es') : clubTime(value);
  return day.format('dddd, D [de] MMMM [de] YYYY');
}

/** The history's format, dd/MM/yyyy, on the club's calendar. */
export function formatShortDate(value: ConfigType): string {
  return clubTime(value).format('DD/MM/YYYY');
}

/** Hour and minute on the club's clock, e.g. '09:30'. */
export function formatTime(value: ConfigType): string {
  return clubTime(value).format('HH:mm');
}

/** A moment as the lists show it, e.g. '05/03/2026 09:30', on the club's clock. */
export function formatDateTime(value: ConfigType): string {
  return `${formatShortDate(value)} ${formatTime(value)}`;
}
