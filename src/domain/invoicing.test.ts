import { describe, expect, it } from 'vitest';
import {
  aeatAmount,
  aeatDate,
  correctionTypeOf,
  invoiceNumber,
  isValidNif,
  qrValidationUrl,
  splitVat,
  taxBreakdown,
  ticketTotals,
} from './invoicing.ts';

describe('VAT included, broken down', () => {
  it('splits a price so base + VAT is what was paid, to the cent', () => {
    expect(splitVat(1210, 2100)).toEqual({ base: 1000, vat: 210, total: 1210 });
    expect(splitVat(1000, 2100)).toEqual({ base: 826, vat: 174, total: 1000 });
    expect(splitVat(999, 1000)).toEqual({ base: 908, vat: 91, total: 999 });
    expect(splitVat(500, 0)).toEqual({ base: 500, vat: 0, total: 500 });
    // A correction is the mirror of its ticket, so a full refund cancels it exactly.
    expect(splitVat(-1000, 2100)).toEqual({ base: -826, vat: -174, total: -1000 });
    expect(() => splitVat(10.5, 2100)).toThrow(RangeError);
  });

  it('adds lines of one rate before splitting, exempt lines apart, the highest rate first', () => {
    const rows = taxBreakdown([
      { kind: 'court', totalCents: 1000, treatment: { exempt: 'E1' } },
      { kind: 'shop', totalCents: 605, treatment: { rate: 2100 } },
      { kind: 'shop', totalCents: 605, treatment: { rate: 2100 } },
      { kind: 'class', totalCents: 1100, treatment: { rate: 1000 } },
    ]);
    expect(rows).toEqual([
      { rate: 2100, exempt: null, base: 1000, vat: 210, total: 1210 },
      { rate: 1000, exempt: null, base: 1000, vat: 100, total: 1100 },
      { rate: 0, exempt: 'E1', base: 1000, vat: 0, total: 1000 },
    ]);
    expect(ticketTotals(rows)).toEqual({ vat: 310, total: 3310 });
  });
});

describe('numbers, dates and amounts as AEAT writes them', () => {
  it('numbers a ticket by series, year and a consecutive number', () => {
    expect(invoiceNumber('T', 2027, 1)).toBe('T2027-0000001');
    expect(invoiceNumber('R', 2027, 1234567)).toBe('R2027-1234567');
  });

  it('writes dates dd-mm-yyyy and amounts with a dot and two decimals', () => {
    expect(aeatDate('2027-01-04')).toBe('04-01-2027');
    expect(aeatAmount(12345)).toBe('123.45');
    expect(aeatAmount(1210)).toBe('12.10');
    expect(aeatAmount(-350)).toBe('-3.50');
    expect(aeatAmount(5)).toBe('0.05');
    expect(aeatAmount(0)).toBe('0.00');
    expect(aeatAmount(123_456_789_012)).toBe('1234567890.12');
    expect(() => aeatAmount(1.5)).toThrow(RangeError);
  });

  it('corrects a ticket with an R5 and a full invoice with an R1', () => {
    expect(correctionTypeOf('F2')).toBe('R5');
    expect(correctionTypeOf('R5')).toBe('R5');
    expect(correctionTypeOf('F1')).toBe('R1');
  });
});

describe("the QR code's address", () => {
  it('carries the NIF, number, date and total, to VERI*FACTU or to the other service', () => {
    const ticket = {
      nif: '89890001K',
      number: '12345678&G33',
      day: '2024-09-01',
      totalCents: 24140,
    };
    expect(qrValidationUrl({ ...ticket, verifactu: true, environment: 'production' })).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-09-2024&importe=241.40',
    );
    expect(qrValidationUrl({ ...ticket, verifactu: false, environment: 'test' })).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=89890001K&numserie=12345678%26G33&fecha=01-09-2024&importe=241.40',
    );
  });
});

describe('NIF and NIE', () => {
  it('accepts well-formed identifiers with their control character', () => {
    for (const nif of [
      '12345678Z',
      '12345678z',
      'X1234567L',
      'Y1234567X',
      'B12345674',
      '89890001K',
      'G28000008',
    ]) {
      expect(isValidNif(nif)).toBe(true);
    }
  });
  it('refuses a wrong control character or a malformed one', () => {
    for (const nif of ['12345678A', 'X1234567A', 'B12345670', '1234567Z', 'ABC', '']) {
      expect(isValidNif(nif)).toBe(false);
    }
  });
});
