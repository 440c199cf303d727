/**
 * The SOAP of AEAT's VERI*FACTU service (SistemaFacturacion.wsdl, SuministroLR.xsd and
 * RespuestaSuministro.xsd, copies in tests/data/aeat/): the request that registers or cancels
 * billing records, and the reading of AEAT's answer.
 *
 * The request is written as an escaped template rather than through a generic builder because
 * the schema is a strict sequence: the order of the elements is the contract, and a template
 * shows it in the order AEAT reads it.
 */
import { XMLParser } from 'fast-xml-parser';
import { aeatAmount, aeatDate } from '@/domain/invoicing.ts';
import { createRequire } from 'node:module';
import type {
  AltaRecord,
  AnulacionRecord,
  BillingRecord,
  RecordAnswer,
  SendOutcome,
} from '@/domain/billing-records.ts';

const AEAT_WS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
/** The namespaces of the schemas, as AEAT declares them (not where the files are served). */
export const AEAT_NAMESPACES = {
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  lr: `${AEAT_WS}/SuministroLR.xsd`,
  info: `${AEAT_WS}/SuministroInformacion.xsd`,
  answer: `${AEAT_WS}/RespuestaSuministro.xsd`,
} as const;

/** AEAT's limit of records in one RegFactuSistemaFacturacion (SuministroLR.xsd maxOccurs). */
export const MAX_RECORDS_PER_REQUEST = 1000;

/** Who issues the invoices of a request (Cabecera/ObligadoEmision). */
export interface Issuer {
  nif: string;
  name: string;
}

/**
 * This software as AEAT's SistemaInformatico block describes it. The name, code and version are
 * the product's; who produces it and which installation this is are configuration, because the
 * producer's NIF is the company that distributes the app and each club's server is one
 * installation.
 */
export interface SoftwareConfig {
  /** The producer of the software (NombreRazon and NIF of SistemaInformatico). */
  producer: { nif: string; name: string };
  /** NumeroInstalacion: this installation's identifier, at most 100 characters. */
  installation: string;
  /** IndicadorMultiplesOT: whether this installation issues for more than one taxpayer now. */
  multipleIssuers: boolean;
}

/** The product's version, as package.json gives it (a JSON import needs an attribute Node 20 tools differ on). */
const { version } = createRequire(import.meta.url)('../../../../package.json') as {
  version: string;
};

export const SOFTWARE = {
  name: 'Club App',
  /** IdSistemaInformatico: two characters the producer chooses. */
  id: 'CA',
  version,
  /** A club may also keep its records without sending them (Ajustes: No VERI*FACTU). */
  onlyVerifactu: false,
  /** One installation issues for one club: one issuer, one chain. */
  multiIssuerCapable: false,
} as const;

/** AEAT's published test NIF, for the producer in tests and in the sandbox environment. */
export const TEST_PRODUCER = { nif: '89890001K', name: 'Club App (pruebas)' } as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Characters XML 1.0 cannot carry at all: a pasted control character would void the request. */
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * A free text cut to the schema's length (TextMax120Type, TextMax500Type): one over-long name
 * would make AEAT refuse the whole request, and none of these texts enters the fingerprint.
 */
const clip = (text: string, max: number) => [...text.replace(NOT_XML, '')].slice(0, max).join('');

/**
 * A rate in basis points as the schema's Tipo2.2Type ('21.00'): written as amounts are
 * (`aeatAmount`, the text the fingerprint hashes too).
 */
export function xmlRate(basisPoints: number): string {
  return aeatAmount(basisPoints);
}

const el = (name: string, value: string) => `<sf:${name}>${escapeXml(value)}</sf:${name}>`;
const yesNo = (value: boolean) => (value ? 'S' : 'N');

function systemBlock(software: SoftwareConfig): string {
  return [
    '<sf:SistemaInformatico>',
    el('NombreRazon', clip(software.producer.name, 120)),
    el('NIF', software.producer.nif),
    el('NombreSistemaInformatico', SOFTWARE.name),
    el('IdSistemaInformatico', SOFTWARE.id),
    el('Version', SOFTWARE.version),
    el('NumeroInstalacion', software.installation),
    el('TipoUsoPosibleSoloVerifactu', yesNo(SOFTWARE.onlyVerifactu)),
    el('TipoUsoPosibleMultiOT', yesNo(SOFTWARE.multiIssuerCapable)),
    el('IndicadorMultiplesOT', yesNo(software.multipleIssuers)),
    '</sf:SistemaInformatico>',
  ].join('');
}

function chainBlock(record: BillingRecord): string {
  const previous = record.previous;
  if (!previous)
    return '<sf:Encadenamiento><sf:PrimerRegistro>S</sf:PrimerRegistro></sf:Encadenamiento>';
  return [
    '<sf:Encadenamiento><sf:RegistroAnterior>',
    el('IDEmisorFactura', previous.issuerNif),
    el('NumSerieFactura', previous.number),
    el('FechaExpedicionFactura', aeatDate(previous.day)),
    el('Huella', previous.fingerprint),
    '</sf:RegistroAnterior></sf:Encadenamiento>',
  ].join('');
}

/** The closing elements every record has, after its own content. */
function recordTail(record: BillingRecord, software: SoftwareConfig): string {
  return [
    chainBlock(record),
    systemBlock(software),
    el('FechaHoraHusoGenRegistro', record.generatedAt),
    el('TipoHuella', '01'),
    el('Huella', record.fingerprint),
  ].join('');
}

/**
 * One DetalleDesglose per tax row: VAT (Impuesto 01) of the general regime (ClaveRegimen 01),
 * subject and not exempt (S1) with its rate and quota, or exempt with its cause and no quota.
 */
function breakdown(record: AltaRecord): string {
  const rows = record.taxes.map((row) => {
    const qualification = row.exempt
      ? el('OperacionExenta', row.exempt)
      : el('CalificacionOperacion', 'S1') + el('TipoImpositivo', xmlRate(row.rate));
    const quota = row.exempt ? '' : el('CuotaRepercutida', aeatAmount(row.vat));
    return [
      '<sf:DetalleDesglose>',
      el('Impuesto', '01'),
      el('ClaveRegimen', '01'),
      qualification,
      el('BaseImponibleOimporteNoSujeto', aeatAmount(row.base)),
      quota,
      '</sf:DetalleDesglose>',
    ].join('');
  });
  return `<sf:Desglose>${rows.join('')}</sf:Desglose>`;
}

function corrected(record: AltaRecord): string {
  if (record.type !== 'R1' && record.type !== 'R5') return '';
  if (!record.corrects)
    throw new TypeError(`${record.number}: a correction names what it corrects`);
  return [
    el('TipoRectificativa', 'I'),
    '<sf:FacturasRectificadas><sf:IDFacturaRectificada>',
    el('IDEmisorFactura', record.issuerNif),
    el('NumSerieFactura', record.corrects.number),
    el('FechaExpedicionFactura', aeatDate(record.corrects.day)),
    '</sf:IDFacturaRectificada></sf:FacturasRectificadas>',
  ].join('');
}

function recipients(record: AltaRecord): string {
  if (!record.recipient) return '';
  return [
    '<sf:Destinatarios><sf:IDDestinatario>',
    el('NombreRazon', clip(record.recipient.name, 120)),
    el('NIF', record.recipient.nif),
    '</sf:IDDestinatario></sf:Destinatarios>',
  ].join('');
}

function alta(record: AltaRecord, software: SoftwareConfig): string {
  return [
    '<sf:RegistroAlta>',
    el('IDVersion', '1.0'),
    '<sf:IDFactura>',
    el('IDEmisorFactura', record.issuerNif),
    el('NumSerieFactura', record.number),
    el('FechaExpedicionFactura', aeatDate(record.day)),
    '</sf:IDFactura>',
    el('NombreRazonEmisor', clip(record.issuerName, 120)),
    el('TipoFactura', record.type),
    corrected(record),
    el('DescripcionOperacion', clip(record.description, 500)),
    recipients(record),
    breakdown(record),
    el('CuotaTotal', aeatAmount(record.vatTotalCents)),
    el('ImporteTotal', aeatAmount(record.totalCents)),
    recordTail(record, software),
    '</sf:RegistroAlta>',
  ].join('');
}

function anulacion(record: AnulacionRecord, software: SoftwareConfig): string {
  return [
    '<sf:RegistroAnulacion>',
    el('IDVersion', '1.0'),
    '<sf:IDFactura>',
    el('IDEmisorFacturaAnulada', record.issuerNif),
    el('NumSerieFacturaAnulada', record.number),
    el('FechaExpedicionFacturaAnulada', aeatDate(record.day)),
    '</sf:IDFactura>',
    recordTail(record, software),
    '</sf:RegistroAnulacion>',
  ].join('');
}

/** The RegFactuSistemaFacturacion element alone: what SuministroLR.xsd describes. */
export function regFactuElement(
  issuer: Issuer,
  records: readonly BillingRecord[],
  software: SoftwareConfig,
): string {
  if (records.length === 0) throw new RangeError('a request carries at least one record');
  if (records.length > MAX_RECORDS_PER_REQUEST) {
    throw new RangeError(`AEAT takes at most ${MAX_RECORDS_PER_REQUEST} records a request`);
  }
  const body = records.map((record) =>
    record.operation === 'alta' ? alta(record, software) : anulacion(record, software),
  );
  return [
    `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="${AEAT_NAMESPACES.lr}" xmlns:sf="${AEAT_NAMESPACES.info}">`,
    '<sfLR:Cabecera><sf:ObligadoEmision>',
    el('NombreRazon', clip(issuer.name, 120)),
    el('NIF', issuer.nif),
    '</sf:ObligadoEmision></sfLR:Cabecera>',
    ...body.map((record) => `<sfLR:RegistroFactura>${record}</sfLR:RegistroFactura>`),
    '</sfLR:RegFactuSistemaFacturacion>',
  ].join('');
}

/** The whole SOAP 1.1 request (the WSDL's document/literal binding, soapAction ''). */
export function regFactuRequest(
  issuer: Issuer,
  records: readonly BillingRecord[],
  software: SoftwareConfig,
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<soapenv:Envelope xmlns:soapenv="${AEAT_NAMESPACES.soap}"><soapenv:Header/><soapenv:Body>`,
    regFactuElement(issuer, records, software),
    '</soapenv:Body></soapenv:Envelope>',
  ].join('');
}

/**
 * AEAT refused the whole request: a SOAP Fault (a request that breaks the schema, a certificate
 * AEAT does not accept) or an answer without any record's line. Sending the same again fails the
 * same way, so the caller should not retry it as is.
 */
export class AeatFault extends Error {
  override readonly name = 'AeatFault';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What AEAT answers when it cannot be read as a VERI*FACTU answer. */
export class AeatUnreadable extends Error {
  override readonly name = 'AeatUnreadable';
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'RespuestaLinea',
});

/** The children of the SOAP body, or null when the text is not a SOAP envelope. */
export function soapBody(xml: string): Node | null {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return null;
  }
  if (!isNode(document) || !isNode(document.Envelope)) return null;
  const body = document.Envelope.Body;
  return isNode(body) ? body : null;
}

const STATES: Record<string, RecordAnswer['state']> = {
  Correcto: 'correct',
  AceptadoConErrores: 'acceptedWithErrors',
  Incorrecto: 'rejected',
};

function answerOf(line: unknown): RecordAnswer {
  if (!isNode(line) || !isNode(line.IDFactura) || !isNode(line.Operacion)) {
    throw new AeatUnreadable('RespuestaLinea without IDFactura or Operacion');
  }
  const number = text(line.IDFactura.NumSerieFactura);
  const operation = text(line.Operacion.TipoOperacion);
  const state = STATES[text(line.EstadoRegistro) ?? ''];
  if (!number || !state || (operation !== 'Alta' && operation !== 'Anulacion')) {
    throw new AeatUnreadable(`RespuestaLinea not understood: ${JSON.stringify(line)}`);
  }
  return {
    number,
    operation: operation === 'Alta' ? 'alta' : 'anulacion',
    state,
    code: text(line.CodigoErrorRegistro),
    message: text(line.DescripcionErrorRegistro),
  };
}

/**
 * Reads AEAT's answer to RegFactuSistemaFacturacion: one answer per RespuestaLinea and the wait
 * AEAT asks for (TiempoEsperaEnvio). A SOAP Fault throws AeatFault; anything else unreadable
 * throws AeatUnreadable.
 */
export function parseRegFactuResponse(xml: string): SendOutcome {
  const body = soapBody(xml);
  if (!body) throw new AeatUnreadable('not a SOAP envelope');
  if (isNode(body.Fault)) {
    const code = text(body.Fault.faultcode) ?? 'soap';
    throw new AeatFault(code, text(body.Fault.faultstring) ?? 'SOAP Fault without a message');
  }
  const answer = body.RespuestaRegFactuSistemaFacturacion;
  if (!isNode(answer)) throw new AeatUnreadable('no RespuestaRegFactuSistemaFacturacion');
  const wait = Number(text(answer.TiempoEsperaEnvio));
  const lines = Array.isArray(answer.RespuestaLinea) ? answer.RespuestaLinea : [];
  const state = text(answer.EstadoEnvio);
  if (lines.length === 0 && state === 'Incorrecto') {
    throw new AeatFault('EstadoEnvio', 'AEAT refused the request without answering any record');
  }
  return { answers: lines.map(answerOf), waitSeconds: Number.isFinite(wait) ? wait : 0 };
}
