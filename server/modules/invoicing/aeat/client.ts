/**
 * The transport to AEAT's VERI*FACTU web service: one SOAP request over HTTPS, authenticated by
 * the club's certificate (mutual TLS), read into a SendOutcome. Batching, waiting
 * TiempoEsperaEnvio and retrying are the caller's (the queue driver's) business.
 */
import https from 'node:https';
import {
  AeatFault,
  MAX_RECORDS_PER_REQUEST,
  parseRegFactuResponse,
  regFactuRequest,
  soapBody,
  type Issuer,
  type SoftwareConfig,
} from './xml.ts';
import type { BillingRecord, SendOutcome } from '@/domain/billing-records.ts';

// The errors send() rejects with, besides AeatUnavailable (AeatUnreadable is in xml.ts).
export { AeatFault, MAX_RECORDS_PER_REQUEST };

/**
 * The service's addresses for certificates of a person or entity (SistemaFacturacion.wsdl; the
 * www10/prewww10 hosts of the same file are for seal certificates).
 */
export const AEAT_ENDPOINTS = {
  production:
    'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** Enough for AEAT to answer 1,000 records on a slow day, short enough to free the queue. */
export const DEFAULT_TIMEOUT_MS = 120_000;

/** Why AEAT could not be used: the queue retries all of them; an admin fixes 'certificate'. */
export type UnavailableReason = 'network' | 'timeout' | 'http' | 'certificate';

/**
 * AEAT could not be reached or did not answer (refused or dropped connection, a TLS handshake
 * that failed, timeout, an HTTP error that is no SOAP Fault): nothing was registered, send the
 * same records again later.
 */
export class AeatUnavailable extends Error {
  override readonly name = 'AeatUnavailable';
  constructor(
    message: string,
    readonly reason: UnavailableReason,
    /** The HTTP status when AEAT answered one, else null. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A TLS failure about certificates: ours refused by AEAT (an alert in the handshake), AEAT's not
 * trusted, or our PKCS#12 not opened (a wrong passphrase).
 */
function isCertificateError(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return (
    /CERT|ALERT|UNABLE_TO_VERIFY|UNKNOWN_CA|PKCS12/i.test(code) ||
    /mac verify|certificate|unknown ca/i.test(error.message)
  );
}

export interface AeatClientOptions {
  url: string;
  /** The club's certificate with its private key, PKCS#12. */
  pfx: Buffer;
  passphrase: string;
  /**
   * The authorities AEAT's server certificate is checked against, instead of Node's bundled roots
   * (the tests' fake). Without it Node's roots apply; they include FNMT's, which signs AEAT's.
   */
  ca?: Buffer;
  software: SoftwareConfig;
  timeoutMs?: number;
}

export interface AeatClient {
  /**
   * Sends up to 1,000 records of one issuer. Resolves with AEAT's answer for each record; rejects
   * with AeatUnavailable (retry later), AeatFault (AEAT refused the whole request) or
   * AeatUnreadable (an answer that is not AEAT's), or RangeError for more than 1,000 records.
   */
  send(issuer: Issuer, records: readonly BillingRecord[]): Promise<SendOutcome>;
  /** Closes the kept-alive connections. */
  close(): void;
}

interface HttpAnswer {
  status: number;
  body: string;
}

function post(
  agent: https.Agent,
  url: string,
  xml: string,
  timeoutMs: number,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: '""',
          'content-length': Buffer.byteLength(xml),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) =>
          reject(new AeatUnavailable('AEAT dropped the answer', 'network', null, { cause: error })),
        );
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new AeatUnavailable(`AEAT did not answer in ${timeoutMs} ms`, 'timeout')),
    );
    request.on('error', (error) => reject(unavailable(error)));
    request.end(xml);
  });
}

function unavailable(error: unknown): AeatUnavailable {
  if (error instanceof AeatUnavailable) return error;
  const cause = error instanceof Error ? error : new Error(String(error));
  const reason = isCertificateError(cause) ? 'certificate' : 'network';
  return new AeatUnavailable(`AEAT unreachable: ${cause.message}`, reason, null, { cause });
}

/**
 * A SOAP Fault, whatever its HTTP status, is AEAT refusing the request. Any other answer that is
 * not a 200 says nothing about the records (the service down, a wrong address, our certificate
 * not accepted): they stay to be sent again.
 */
function outcomeOf(answer: HttpAnswer): SendOutcome {
  if (answer.status !== 200 && !soapBody(answer.body)?.Fault) {
    // AEAT's web server refusing our certificate before the service reads a thing.
    const reason = answer.status === 401 || answer.status === 403 ? 'certificate' : 'http';
    throw new AeatUnavailable(`AEAT answered HTTP ${answer.status}`, reason, answer.status);
  }
  return parseRegFactuResponse(answer.body);
}

export function createAeatClient(options: AeatClientOptions): AeatClient {
  const agent = new https.Agent({
    pfx: options.pfx,
    passphrase: options.passphrase,
    ...(options.ca ? { ca: options.ca } : {}),
    keepAlive: true,
  });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async send(issuer, records) {
      if (records.length > MAX_RECORDS_PER_REQUEST) {
        throw new RangeError(`AEAT takes at most ${MAX_RECORDS_PER_REQUEST} records a request`);
      }
      const xml = regFactuRequest(issuer, records, options.software);
      // A PKCS#12 that does not open (a wrong passphrase) throws as the request is made.
      const answer = await post(agent, options.url, xml, timeoutMs).catch((error: unknown) => {
        throw unavailable(error);
      });
      return outcomeOf(answer);
    },
    close() {
      agent.destroy();
    },
  };
}
