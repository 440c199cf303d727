/** Reads an exported CSV back as a Spanish Excel would, after checking what Excel needs to. */
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

interface CsvAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The rows (header first) of a CSV download; fails unless it is one Excel opens as written. */
export function readSpanishCsv(res: CsvAnswer): string[][] {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  expect(res.headers['cache-control']).toBe('no-store');
  // Without the BOM Excel reads UTF-8 as Windows-1252 ('PÃ¡del'); without CRLF, as one line.
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  expect(res.body.endsWith('\r\n')).toBe(true);
  expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
  return parse(res.body, { delimiter: ';', bom: true, record_delimiter: '\r\n' }) as string[][];
}
