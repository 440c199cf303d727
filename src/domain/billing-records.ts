/**
 * A billing record as the AEAT transport sends it (Orden HAC/1177/2024 and AEAT's
 * SuministroLR.xsd): the chain writer (server/modules/invoicing) builds these from the invoices it
 * numbered and chained, the transport turns them into SOAP and reads AEAT's answer.
 */
import type { InvoiceType, TaxRow } from './invoicing.ts';

/** The record before this one in the issuer's chain (Encadenamiento/RegistroAnterior). */
export interface PreviousRecord {
  issuerNif: string;
  number: string;
  /** 'YYYY-MM-DD', the previous invoice's date of issue. */
  day: string;
  fingerprint: string;
}

interface RecordBase {
  issuerNif: string;
  issuerName: string;
  /** NumSerieFactura of the invoice registered or cancelled. */
  number: string;
  /** FechaExpedicionFactura, 'YYYY-MM-DD'. */
  day: string;
  /** null for the first record of the issuer (PrimerRegistro = 'S'). */
  previous: PreviousRecord | null;
  /** FechaHoraHusoGenRegistro: ISO 8601 with the offset, '2024-01-01T19:20:30+01:00'. */
  generatedAt: string;
  /** SHA-256 of the record, 64 upper-case hex characters. */
  fingerprint: string;
}

export interface AltaRecord extends RecordBase {
  operation: 'alta';
  type: InvoiceType;
  /** DescripcionOperacion (at most 500 characters). */
  description: string;
  /** Destinatarios: the buyer of a full invoice; none on a ticket. */
  recipient: { nif: string; name: string } | null;
  /** FacturasRectificadas: the invoice an R1/R5 corrects (TipoRectificativa 'I', by differences). */
  corrects: { number: string; day: string } | null;
  /** Desglose: one row per rate; an exempt row carries OperacionExenta 'E1'. */
  taxes: TaxRow[];
  /** CuotaTotal and ImporteTotal, in cents (negative in a correction by differences). */
  vatTotalCents: number;
  totalCents: number;
}

export interface AnulacionRecord extends RecordBase {
  operation: 'anulacion';
}

export type BillingRecord = AltaRecord | AnulacionRecord;

/** `Omit` over each member of a union, so each keeps its own fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A record before its fingerprint is known. */
export type UnsignedRecord = OmitEach<BillingRecord, 'fingerprint'>;
/** What a record says of its invoice: the chain writer adds its link and time. */
export type RecordBody = OmitEach<BillingRecord, 'fingerprint' | 'previous' | 'generatedAt'>;

/** What AEAT answered for one record (RespuestaLinea/EstadoRegistro). */
export interface RecordAnswer {
  number: string;
  operation: BillingRecord['operation'];
  state: 'correct' | 'acceptedWithErrors' | 'rejected';
  /** CodigoErrorRegistro and DescripcionErrorRegistro, when AEAT gives them. */
  code: string | null;
  message: string | null;
}

/** One request's outcome: the answers and the seconds AEAT asks to wait before the next send. */
export interface SendOutcome {
  answers: RecordAnswer[];
  /** TiempoEsperaEnvio (seconds). */
  waitSeconds: number;
}
