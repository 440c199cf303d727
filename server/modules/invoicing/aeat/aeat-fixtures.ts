/**
 * Billing records for the transport's tests: a club's ticket, its full invoice, a correction,
 * an exempt sale and a cancellation, chained as the spine would chain them.
 */
import { taxBreakdown, ticketTotals, type TicketLine } from '@/domain/invoicing.ts';
import type {
  AltaRecord,
  AnulacionRecord,
  BillingRecord,
  PreviousRecord,
} from '@/domain/billing-records.ts';
import { TEST_PRODUCER, type Issuer, type SoftwareConfig } from './xml.ts';

export const CLUB: Issuer = { nif: 'B12345674', name: 'Club de Tenis & Pádel <Prueba>' };
export const SOFTWARE_CONFIG: SoftwareConfig = {
  producer: TEST_PRODUCER,
  installation: 'test-installation-1',
  multipleIssuers: false,
};

const fingerprint = (n: number) => n.toString(16).toUpperCase().padStart(64, '0');

function linked(record: { number: string; day: string; fingerprint: string }): PreviousRecord {
  return {
    issuerNif: CLUB.nif,
    number: record.number,
    day: record.day,
    fingerprint: record.fingerprint,
  };
}

function alta(
  number: string,
  lines: TicketLine[],
  rest: Partial<AltaRecord> & { previous: PreviousRecord | null; fingerprint: string },
): AltaRecord {
  const taxes = taxBreakdown(lines);
  const totals = ticketTotals(taxes);
  return {
    operation: 'alta',
    issuerNif: CLUB.nif,
    issuerName: CLUB.name,
    number,
    day: '2027-03-14',
    generatedAt: '2027-03-14T19:20:30+01:00',
    type: 'F2',
    description: 'Reserva de pista',
    recipient: null,
    corrects: null,
    taxes,
    vatTotalCents: totals.vat,
    totalCents: totals.total,
    ...rest,
  };
}

const court: TicketLine = { kind: 'court', totalCents: 1235, treatment: { rate: 2100 } };
const lesson: TicketLine = { kind: 'class', totalCents: 3000, treatment: { exempt: 'E1' } };

/** The issuer's first record: a ticket for a court. */
export const firstTicket = alta('T2027-0000001', [court], {
  previous: null,
  fingerprint: fingerprint(1),
});

/** A full invoice to a company, chained after the ticket. */
export const fullInvoice = alta('F2027-0000001', [court, court], {
  type: 'F1',
  recipient: { nif: 'A39200019', name: 'Empresa "Cliente" S.A.' },
  description: 'Dos reservas de pista',
  previous: linked(firstTicket),
  fingerprint: fingerprint(2),
});

/** The ticket refunded in full: an R5 by differences, negative amounts. */
export const ticketRefund = alta('R2027-0000001', [{ ...court, totalCents: -1235 }], {
  type: 'R5',
  description: 'Devolución de la reserva',
  corrects: { number: firstTicket.number, day: firstTicket.day },
  previous: linked(fullInvoice),
  fingerprint: fingerprint(3),
});

/** A ticket with a taxed row and a row exempt as a sport service (E1). */
export const mixedTicket = alta('T2027-0000002', [court, lesson], {
  description: 'Pista y clase',
  previous: linked(ticketRefund),
  fingerprint: fingerprint(4),
});

/** The cancellation of the mixed ticket's record. */
export const cancellation: AnulacionRecord = {
  operation: 'anulacion',
  issuerNif: CLUB.nif,
  issuerName: CLUB.name,
  number: mixedTicket.number,
  day: mixedTicket.day,
  previous: linked(mixedTicket),
  generatedAt: '2027-03-14T20:00:00+01:00',
  fingerprint: fingerprint(5),
};

export const CHAIN: BillingRecord[] = [
  firstTicket,
  fullInvoice,
  ticketRefund,
  mixedTicket,
  cancellation,
];

/** `count` tickets of one chain, for batch limits. */
export function manyTickets(count: number): AltaRecord[] {
  return Array.from({ length: count }, (_, i) =>
    alta(`T2027-${String(i + 1).padStart(7, '0')}`, [court], {
      previous: null,
      fingerprint: fingerprint(i + 1),
    }),
  );
}
