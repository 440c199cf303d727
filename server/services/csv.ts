/**
 * Every CSV the club exports, written for a Spanish Excel, which is what the club's staff open
 * them with: ';' between cells (',' is its decimal mark), CRLF, UTF-8 with a BOM (without it Excel
 * reads the accents as Windows-1252), numbers with a decimal comma, dates dd/mm/aaaa, 24 h times,
 * Spanish headers and words instead of codes. The writing itself is csv-stringify's.
 */
import type { FastifyReply } from 'fastify';
import { toWallClock } from '@/domain/club-time.ts';
import { SPANISH_WEEKDAYS } from '@/domain/courts.ts';
import { SPANISH_MONTHS } from '@/domain/series-billing.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import type { Language } from '@/i18n/languages.ts';
import { isMessage, type Message } from '@/i18n/message.ts';
import { intlLocaleOf, translator } from '../i18n.ts';
import { lazy } from '../lib/lazy.ts';

/** Loaded by the first download, not at every start (decision 026). */
const loadStringify = lazy(async () => (await import('csv-stringify/sync')).stringify);

/**
 * A cell: text (guarded against formulas), a number (written with a decimal comma), a catalogue
 * message (worded in the reader's language) or empty.
 */
type CsvCell = string | number | null | Message;

export interface CsvColumn<Row> {
  header: MessageKey;
  /** `language`: the reader's, for the words of a cell (a month, a weekday). */
  cell: (row: Row, language: Language) => CsvCell;
  /** Fixed digits after the comma of a number (euros: 2); without it, as many as it has. */
  decimals?: number;
}

function decimalComma(value: number, decimals: number | undefined): string {
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return text.replace('.', ',');
}

/** The file's text in `language` (the admin's who downloads it): BOM, header row, one line per row. */
export async function csvOf<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  language: Language,
): Promise<string> {
  const stringify = await loadStringify();
  const t = translator(language);
  const word = (cell: CsvCell) => (isMessage(cell) ? t(cell) : cell);
  return stringify(
    rows.map((row) => columns.map((c) => word(c.cell(row, language)))),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      columns: columns.map((c, i) => ({ key: String(i), header: t(c.header) })),
      // A text cell starting with = + - @ (or a tab) would run as a formula: it gets a leading '
      // and stays text. Numbers are left alone, so a negative amount is still a number.
      escape_formulas: true,
      cast: { number: (value, { index }) => decimalComma(value, columns[index]?.decimals) },
    },
  );
}

/** A 0..1 fraction as a percentage, for a column with `decimals: 1`. */
export const percent = (fraction: number): number => Math.round(fraction * 1000) / 10;

/** 'YYYY-MM-DD' as dd/mm/aaaa. */
export function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** 'YYYY-MM' as 'noviembre 2026': a month Excel keeps as written, not as the 1st of it. */
export function spanishMonth(isoMonth: string): string {
  const [year, month] = isoMonth.split('-');
  return `${SPANISH_MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** 'YYYY-MM' as its month in `language` ('noviembre 2026', 'November 2026'). */
export function monthIn(language: Language, isoMonth: string): string {
  if (language === 'es') return spanishMonth(isoMonth);
  const [year, month] = isoMonth.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, 15));
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** 0 = Sunday … 6 = Saturday as the day's name. */
export function spanishWeekday(weekday: number): string {
  return SPANISH_WEEKDAYS[weekday] ?? String(weekday);
}

/** 0 = Sunday … 6 = Saturday as the day's name in `language` (4 January 1970 was a Sunday). */
export function weekdayIn(language: Language, weekday: number): string {
  if (language === 'es') return spanishWeekday(weekday);
  const date = new Date(Date.UTC(1970, 0, 4 + weekday, 12));
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** An hour of the day, 0..23, as 'HH:00'. */
export const hourOfDay = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** An instant's club-local date (dd/mm/aaaa) and 24 h time (HH:mm), for two columns. */
export function clubDateAndTime(iso: string, timeZone: string): { date: string; time: string } {
  const wall = toWallClock(new Date(iso), timeZone);
  return { date: spanishDate(wall.date), time: wall.time.slice(0, 5) };
}

/** Answers a CSV download, never cached (it holds members' data). */
export function sendCsv(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
