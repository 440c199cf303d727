/**
 * What a court is made of, as the rules read it (spec section 3). The API contract in src/api
 * re-exports these types: the rules own them, the contract only carries them.
 */

export type CourtType = 'padel' | 'tennis';

/** Values the database stores and later matches, in a fixed form: data, never translated. */
function storedWords<const T extends readonly string[]>(...words: T): T {
  return words;
}

/** Capitalised Spanish weekday names, as blocked times store them; screens word them. */
export const SPANISH_WEEKDAYS = storedWords(
  'Domingo',
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
);
export type SpanishWeekday = (typeof SPANISH_WEEKDAYS)[number];

/** A limit per role family; uca, coach and non-member fall back to nonMember when missing. */
export interface RoleLimits {
  member: number;
  nonMember: number;
  uca?: number | null;
  coach?: number | null;
}

export interface BlockedTimeException {
  /** YYYY-MM-DD */
  date: string;
  /** 'HH:MM - HH:MM' */
  timeRange: string;
}

export interface BlockedTime {
  /** YYYY-MM-DD, inclusive */
  startDate: string;
  /** YYYY-MM-DD, inclusive */
  endDate: string;
  daysOfWeek: SpanishWeekday[];
  /** 'HH:MM - HH:MM' */
  timeRange: string;
  reason: string;
  /**
   * 'closure': a closed day of the club, whose reason is the day's name (calendar.ts); 'school':
   * a school group's court time. Both are worded by the reader (blockLabel), not as stored.
   */
  kind?: 'closure' | 'school';
  exceptions: BlockedTimeException[];
}
