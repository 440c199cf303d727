import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import forge from 'node-forge';
import { AEAT_NAMESPACES, escapeXml } from '../../server/modules/invoicing/aeat/xml.ts';
import { aeatSchemaErrors, soapBodyElement } from './aeat-schema.ts';

/**
 * A local AEAT VERI*FACTU service for tests: HTTPS with mutual TLS under its own certificate
 * authority (a client without the certificate issued here is refused during the handshake), that
 * checks each request against AEAT's schema as AEAT does, records the records it took, and
 * answers as the test scripts it: all correct (the default), accepted with errors, rejected, a
 * wait time, a SOAP Fault, down (503), a dropped connection or no answer at all.
 */

/** A record as the fake read it from the request. Dates stay in AEAT's 'dd-mm-yyyy'. */
export interface ReceivedRecord {
  operation: 'alta' | 'anulacion';
  issuerNif: string;
  number: string;
  day: string;
  /** TipoFactura of an alta; null for an anulación. */
  type: string | null;
  fingerprint: string;
  /** Huella of Encadenamiento/RegistroAnterior; null for PrimerRegistro. */
  previousFingerprint: string | null;
}

export interface ReceivedRequest {
  issuerNif: string;
  records: ReceivedRecord[];
  xml: string;
  reply: Reply['kind'];
}

/** AEAT's verdict on one record (RespuestaLinea). */
export interface Verdict {
  state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code?: number;
  message?: string;
}

export type Reply =
  | {
      kind: 'answer';
      verdict?: (record: ReceivedRecord, index: number) => Verdict;
      /** TiempoEsperaEnvio; AEAT's usual 60 when not given. */
      waitSeconds?: number;
    }
  | { kind: 'fault'; code: string; message: string }
  /** An HTTP error page, no SOAP: 503 unless told (403 plays a certificate AEAT refuses). */
  | { kind: 'down'; status?: number }
  | { kind: 'reset' }
  | { kind: 'hang' };

export const correct = (): Verdict => ({ state: 'Correcto' });

export interface FakeAeat {
  url: string;
  /** The client's certificate and key as PKCS#12, with its passphrase, and the fake's CA. */
  pfx: Buffer;
  passphrase: string;
  ca: Buffer;
  /** Every request in order, whatever the answer. */
  requests: ReceivedRequest[];
  /** The records of the requests answered with an answer, in order. */
  received: ReceivedRecord[];
  /** The next `times` requests get this reply; later scripts queue after earlier ones. */
  script(reply: Reply, times?: number): void;
  stop(): Promise<void>;
}

interface Party {
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
}

const FAKE_PASSPHRASE = 'club-app-fake-aeat';

function rsaKeys() {
  // Node's native generator: forge's JavaScript one takes seconds for a 2048-bit key.
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    publicKey: forge.pki.publicKeyFromPem(publicKey),
  };
}

function issue(commonName: string, extensions: object[], issuer: Party | null): Party {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'countryName', value: 'ES' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions(extensions);
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return { key: keys.privateKey, cert };
}

function certificates() {
  const ca = issue(
    'Fake AEAT CA',
    [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
    null,
  );
  const server = issue(
    'localhost',
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
    ca,
  );
  const client = issue(
    '89890001K CLUB DE PRUEBAS',
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
    ca,
  );
  const p12 = forge.pkcs12.toPkcs12Asn1(client.key, [client.cert], FAKE_PASSPHRASE, {
    algorithm: '3des',
  });
  return {
    ca: Buffer.from(forge.pki.certificateToPem(ca.cert)),
    serverKey: forge.pki.privateKeyToPem(server.key),
    serverCert: forge.pki.certificateToPem(server.cert),
    pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
  };
}

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node =>
  typeof value === 'object' && value !== null ? (value as Node) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroFactura',
});

function readRecord(entry: unknown): ReceivedRecord {
  const wrapper = asNode(entry);
  const alta = 'RegistroAlta' in wrapper;
  const record = asNode(alta ? wrapper.RegistroAlta : wrapper.RegistroAnulacion);
  const id = asNode(record.IDFactura);
  const suffix = alta ? '' : 'Anulada';
  const previous = asNode(asNode(record.Encadenamiento).RegistroAnterior);
  return {
    operation: alta ? 'alta' : 'anulacion',
    issuerNif: str(id[`IDEmisorFactura${suffix}`]),
    number: str(id[`NumSerieFactura${suffix}`]),
    day: str(id[`FechaExpedicionFactura${suffix}`]),
    type: alta ? str(record.TipoFactura) : null,
    fingerprint: str(record.Huella),
    previousFingerprint: str(previous.Huella) || null,
  };
}

function readRequest(xml: string): { issuerNif: string; records: ReceivedRecord[] } {
  const envelope = asNode(asNode(parser.parse(xml)).Envelope);
  const request = asNode(asNode(envelope.Body).RegFactuSistemaFacturacion);
  const issuer = asNode(asNode(request.Cabecera).ObligadoEmision);
  const entries = Array.isArray(request.RegistroFactura) ? request.RegistroFactura : [];
  return { issuerNif: str(issuer.NIF), records: entries.map(readRecord) };
}

const ANSWER_NS = `xmlns:env="${AEAT_NAMESPACES.soap}"`;

function envelope(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope ${ANSWER_NS}><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;
}

export function faultXml(code: string, message: string): string {
  return envelope(
    `<env:Fault><faultcode>${escapeXml(code)}</faultcode><faultstring>${escapeXml(message)}</faultstring></env:Fault>`,
  );
}

function line(record: ReceivedRecord, verdict: Verdict): string {
  const error =
    verdict.code === undefined
      ? ''
      : `<tikR:CodigoErrorRegistro>${verdict.code}</tikR:CodigoErrorRegistro>` +
        `<tikR:DescripcionErrorRegistro>${escapeXml(verdict.message ?? '')}</tikR:DescripcionErrorRegistro>`;
  return [
    '<tikR:RespuestaLinea><tikR:IDFactura>',
    `<tik:IDEmisorFactura>${escapeXml(record.issuerNif)}</tik:IDEmisorFactura>`,
    `<tik:NumSerieFactura>${escapeXml(record.number)}</tik:NumSerieFactura>`,
    `<tik:FechaExpedicionFactura>${escapeXml(record.day)}</tik:FechaExpedicionFactura>`,
    '</tikR:IDFactura><tikR:Operacion>',
    `<tik:TipoOperacion>${record.operation === 'alta' ? 'Alta' : 'Anulacion'}</tik:TipoOperacion>`,
    `</tikR:Operacion><tikR:EstadoRegistro>${verdict.state}</tikR:EstadoRegistro>${error}`,
    '</tikR:RespuestaLinea>',
  ].join('');
}

/** RespuestaRegFactuSistemaFacturacion as RespuestaSuministro.xsd describes it. */
export function answerElement(
  request: { issuerNif: string; records: ReceivedRecord[] },
  verdicts: Verdict[],
  waitSeconds: number,
): string {
  const states = new Set(verdicts.map((v) => v.state));
  const overall =
    states.size === 1 && states.has('Correcto')
      ? 'Correcto'
      : states.size === 1 && states.has('Incorrecto')
        ? 'Incorrecto'
        : 'ParcialmenteCorrecto';
  const csv = overall === 'Incorrecto' ? '' : `<tikR:CSV>A-FAKE${Date.now()}</tikR:CSV>`;
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
  return [
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${AEAT_NAMESPACES.answer}" xmlns:tik="${AEAT_NAMESPACES.info}">`,
    csv,
    `<tikR:DatosPresentacion><tik:NIFPresentador>${escapeXml(request.issuerNif)}</tik:NIFPresentador>`,
    `<tik:TimestampPresentacion>${stamp}</tik:TimestampPresentacion></tikR:DatosPresentacion>`,
    `<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>OBLIGADO</tik:NombreRazon>`,
    `<tik:NIF>${escapeXml(request.issuerNif)}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>`,
    `<tikR:TiempoEsperaEnvio>${waitSeconds}</tikR:TiempoEsperaEnvio>`,
    `<tikR:EstadoEnvio>${overall}</tikR:EstadoEnvio>`,
    ...request.records.map((record, i) => line(record, verdicts[i] ?? correct())),
    '</tikR:RespuestaRegFactuSistemaFacturacion>',
  ].join('');
}

/** AEAT's fault for a request that breaks the schema (its error 4102). */
const SCHEMA_FAULT = 'Codigo[4102].El XML no cumple el esquema.';

async function respond(
  xml: string,
  reply: Reply,
  state: { requests: ReceivedRequest[]; received: ReceivedRecord[] },
): Promise<[status: number, body: string]> {
  if (reply.kind === 'down') return [reply.status ?? 503, '<html>Servicio no disponible</html>'];
  const errors = await aeatSchemaErrors(soapBodyElement(xml), 'request');
  if (errors.length > 0)
    return [500, faultXml('env:Client', `${SCHEMA_FAULT} ${errors.join(' ')}`)];
  const request = readRequest(xml);
  state.requests.push({ ...request, xml, reply: reply.kind });
  if (reply.kind === 'fault') return [500, faultXml(reply.code, reply.message)];
  if (reply.kind !== 'answer') return [500, ''];
  state.received.push(...request.records);
  const verdicts = request.records.map((record, i) => (reply.verdict ?? correct)(record, i));
  return [200, envelope(answerElement(request, verdicts, reply.waitSeconds ?? 60))];
}

export async function startFakeAeat(): Promise<FakeAeat> {
  const certs = certificates();
  const queue: Reply[] = [];
  const state = { requests: [] as ReceivedRequest[], received: [] as ReceivedRecord[] };
  const server = https.createServer(
    {
      key: certs.serverKey,
      cert: certs.serverCert,
      ca: certs.ca,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const reply = queue.shift() ?? { kind: 'answer' };
        if (reply.kind === 'reset') return void req.socket.destroy();
        if (reply.kind === 'hang') return;
        const xml = Buffer.concat(chunks).toString('utf8');
        void respond(xml, reply, state).then(([status, body]) => {
          const type = body.startsWith('<?xml') ? 'text/xml; charset=utf-8' : 'text/html';
          res.writeHead(status, { 'content-type': type }).end(body);
        });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    pfx: certs.pfx,
    passphrase: FAKE_PASSPHRASE,
    ca: certs.ca,
    ...state,
    script(reply, times = 1) {
      for (let i = 0; i < times; i++) queue.push(reply);
    },
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
