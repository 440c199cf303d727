import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  clubDateAndTime,
  csvOf,
  hourOfDay,
  monthIn,
  spanishDate,
  spanishMonth,
  spanishWeekday,
  weekdayIn,
} from './csv.ts';
import type { Language } from '@/i18n/languages.ts';

/** How a Spanish Excel reads the file: ';' between cells, the BOM taken off. */
const readBack = (text: string) => parse(text, { delimiter: ';', bom: true }) as string[][];

describe('csvOf', () => {
  it('writes the Spanish-Excel dialect: BOM, ";", CRLF, decimal comma', async () => {
    const text = await csvOf(
      [
        { header: 'csv.court', cell: (r: { court: string; euros: number }) => r.court },
        { header: 'csv.revenue', cell: (r) => r.euros, decimals: 2 },
      ],
      [{ court: 'Pádel 1; cubierta', euros: 70.5 }],
      'es',
    );
    expect(text.startsWith('\uFEFFPista;Ingresos (€)\r\n')).toBe(true);
    expect(text).toContain('"Pádel 1; cubierta";70,50\r\n');
    expect(readBack(text)).toEqual([
      ['Pista', 'Ingresos (€)'],
      ['Pádel 1; cubierta', '70,50'],
    ]);
  });

  it('keeps text that starts like a formula as text, and numbers as numbers', async () => {
    const cells = ['=HYPERLINK("http://x")', '+34 600', '-1', '@SUM(A1)', 'Ana'];
    const text = await csvOf(
      [
        { header: 'csv.name', cell: (r: { text: string; amount: number }) => r.text },
        { header: 'csv.due', cell: (r) => r.amount, decimals: 2 },
      ],
      cells.map((cell) => ({ text: cell, amount: -12.5 })),
      'es',
    );
    const read = readBack(text).slice(1);
    expect(read.map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://x")`,
      "'+34 600",
      "'-1",
      "'@SUM(A1)",
      'Ana',
    ]);
    expect(read.map((row) => row[1])).toEqual(Array(5).fill('-12,50'));
  });

  it('writes an empty table as its header row alone', async () => {
    expect(await csvOf([{ header: 'csv.month', cell: () => null }], [], 'es')).toBe(
      '\uFEFFMes\r\n',
    );
  });

  it("writes the headers and a cell's words in the admin's language", async () => {
    const columns = [
      {
        header: 'csv.month' as const,
        cell: (r: { month: string }, l: Language) => monthIn(l, r.month),
      },
      { header: 'csv.day' as const, cell: (_r: { month: string }, l: Language) => weekdayIn(l, 1) },
    ];
    const rows = [{ month: '2026-11' }];
    expect(readBack(await csvOf(columns, rows, 'en'))).toEqual([
      ['Month', 'Day'],
      ['November 2026', 'Monday'],
    ]);
    expect(readBack(await csvOf(columns, rows, 'ca'))[0]).toEqual(['Mes', 'Dia']);
    expect(readBack(await csvOf(columns, rows, 'es'))[1]).toEqual(['noviembre 2026', 'Lunes']);
  });
});

describe('Spanish values', () => {
  it('writes dates dd/mm/aaaa, months and weekdays in words, 24 h times in the club zone', () => {
    expect(spanishDate('2026-11-03')).toBe('03/11/2026');
    expect(spanishMonth('2026-11')).toBe('noviembre 2026');
    expect(spanishWeekday(0)).toBe('Domingo');
    expect(spanishWeekday(2)).toBe('Martes');
    expect(hourOfDay(9)).toBe('09:00');
    expect(clubDateAndTime('2026-11-20T22:30:00.000Z', 'Europe/Madrid')).toEqual({
      date: '20/11/2026',
      time: '23:30',
    });
  });
});
