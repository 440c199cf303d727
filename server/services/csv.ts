/** Each statistics table as CSV: a header row, then one line per row (RFC 4180 quoting). */
import type { FastifyReply } from 'fastify';
import type { StatsTable } from '@/api/admin.ts';

type CsvRow = Record<string, string | number>;

function cell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: quoted with a ' it stays text.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(table: StatsTable, rows: readonly CsvRow[]): string {
  return csvOf(CSV_HEADERS[table], rows);
}

export function csvOf(columns: readonly string[], rows: readonly CsvRow[]): string {
  const lines = [
    columns.join(','),
    ...rows.map((r) => columns.map((c) => cell(r[c] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The columns of each table, in order (an empty table still says what it would hold). */
export const CSV_HEADERS: Record<StatsTable, string[]> = {
  'occupancy-by-court': [
    'courtId',
    'courtName',
    'bookings',
    'bookedMinutes',
    'openMinutes',
    'rate',
  ],
  'occupancy-by-hour': ['weekday', 'hour', 'bookings'],
  'revenue-by-month': [
    'month',
    'bookings',
    'wallet',
    'card',
    'desk',
    'memberships',
    'topUps',
    'total',
  ],
  'members-by-plan': ['month', 'plan', 'members'],
  'unpaid-bookings': [
    'bookingId',
    'dateBooked',
    'timeBooked',
    'courtName',
    'userId',
    'userName',
    'userEmail',
    'paymentStatus',
    'due',
  ],
  'door-openings': ['date', 'opened', 'refused'],
  'series-occupancy': ['month', 'courtId', 'courtName', 'seriesMinutes', 'bookedMinutes', 'share'],
  'pack-sales': ['month', 'sold', 'revenueCents', 'usesConsumed', 'usesExpiredUnused'],
};

/** Answers a CSV download, never cached (it holds members' data). */
export function sendCsv(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
