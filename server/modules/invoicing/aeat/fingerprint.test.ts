import { describe, expect, it } from 'vitest';
import type { AltaRecord, AnulacionRecord } from '@/domain/billing-records.ts';
import { fingerprintInput, fingerprintOf, sha256Hex } from './fingerprint.ts';

const AEAT_EXAMPLE =
  'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00';

const first: Omit<AltaRecord, 'fingerprint'> = {
  operation: 'alta',
  issuerNif: '89890001K',
  issuerName: 'Club de prueba',
  number: '12345678/G33',
  day: '2024-01-01',
  type: 'F1',
  description: 'Reserva',
  recipient: { nif: '12345678Z', name: 'Ana' },
  corrects: null,
  taxes: [],
  vatTotalCents: 1235,
  totalCents: 12345,
  previous: null,
  generatedAt: '2024-01-01T19:20:30+01:00',
};

describe("AEAT's fingerprint", () => {
  it("gives AEAT's own example", () => {
    expect(sha256Hex(AEAT_EXAMPLE)).toBe(
      '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
    );
    expect(fingerprintInput(first)).toBe(AEAT_EXAMPLE);
    expect(fingerprintOf(first)).toBe(
      '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
    );
  });

  it("chains an alta, an anulación and a correction: each hashes the one before's", () => {
    const firstPrint = fingerprintOf(first);
    const anulacion: Omit<AnulacionRecord, 'fingerprint'> = {
      operation: 'anulacion',
      issuerNif: '89890001K',
      issuerName: 'Club de prueba',
      number: '12345678/G33',
      day: '2024-01-01',
      previous: {
        issuerNif: '89890001K',
        number: '12345678/G33',
        day: '2024-01-01',
        fingerprint: firstPrint,
      },
      generatedAt: '2024-01-01T19:25:00+01:00',
    };
    expect(fingerprintInput(anulacion)).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345678/G33&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${firstPrint}&FechaHoraHusoGenRegistro=2024-01-01T19:25:00+01:00`,
    );
    const anulacionPrint = fingerprintOf(anulacion);
    const correction: Omit<AltaRecord, 'fingerprint'> = {
      ...first,
      number: 'R2024-0000001',
      type: 'R5',
      corrects: { number: 'T2024-0000001', day: '2024-01-01' },
      vatTotalCents: -35,
      totalCents: -200,
      previous: { ...anulacion, fingerprint: anulacionPrint },
      generatedAt: '2024-01-02T10:00:00+01:00',
    };
    expect(fingerprintInput(correction)).toBe(
      `IDEmisorFactura=89890001K&NumSerieFactura=R2024-0000001&FechaExpedicionFactura=01-01-2024&TipoFactura=R5&CuotaTotal=-0.35&ImporteTotal=-2.00&Huella=${anulacionPrint}&FechaHoraHusoGenRegistro=2024-01-02T10:00:00+01:00`,
    );
    // A changed amount anywhere upstream changes every fingerprint after it.
    const tampered = fingerprintOf({ ...first, totalCents: 12346 });
    expect(tampered).not.toBe(firstPrint);
  });
});
