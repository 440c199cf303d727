/**
 * AEAT's fingerprint ('huella') of a billing record (Orden HAC/1177/2024, art. 13, and AEAT's
 * 'Especificaciones técnicas para la generación de la huella'): SHA-256 over the record's fields
 * joined as `name=value&…` in UTF-8, upper-case hexadecimal. Each record carries the one before
 * it, which is what chains the issuer's records.
 */
import { createHash } from 'node:crypto';
import { aeatAmount, aeatDate } from '@/domain/invoicing.ts';
import type { UnsignedRecord } from '@/domain/billing-records.ts';

/** The text hashed, field by field in AEAT's order; values are trimmed as AEAT asks. */
export function fingerprintInput(record: UnsignedRecord): string {
  const previous = record.previous?.fingerprint ?? '';
  const fields: Array<[string, string]> =
    record.operation === 'alta'
      ? [
          ['IDEmisorFactura', record.issuerNif],
          ['NumSerieFactura', record.number],
          ['FechaExpedicionFactura', aeatDate(record.day)],
          ['TipoFactura', record.type],
          ['CuotaTotal', aeatAmount(record.vatTotalCents)],
          ['ImporteTotal', aeatAmount(record.totalCents)],
          ['Huella', previous],
          ['FechaHoraHusoGenRegistro', record.generatedAt],
        ]
      : [
          ['IDEmisorFacturaAnulada', record.issuerNif],
          ['NumSerieFacturaAnulada', record.number],
          ['FechaExpedicionFacturaAnulada', aeatDate(record.day)],
          ['Huella', previous],
          ['FechaHoraHusoGenRegistro', record.generatedAt],
        ];
  return fields.map(([name, value]) => `${name}=${value.trim()}`).join('&');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
}

export function fingerprintOf(record: UnsignedRecord): string {
  return sha256Hex(fingerprintInput(record));
}
