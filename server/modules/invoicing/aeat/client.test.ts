import https from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAeat, type FakeAeat } from '#tests/helpers/fake-aeat.ts';
import {
  CHAIN,
  CLUB,
  SOFTWARE_CONFIG,
  firstTicket,
  fullInvoice,
  manyTickets,
} from './aeat-fixtures.ts';
import {
  AEAT_ENDPOINTS,
  AeatFault,
  AeatUnavailable,
  createAeatClient,
  type AeatClient,
  type AeatClientOptions,
} from './client.ts';

let fake: FakeAeat;
let client: AeatClient;

function clientOf(service: FakeAeat, options: Partial<AeatClientOptions> = {}): AeatClient {
  const { url, pfx, passphrase, ca } = service;
  return createAeatClient({ url, pfx, passphrase, ca, software: SOFTWARE_CONFIG, ...options });
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

beforeAll(async () => {
  fake = await startFakeAeat();
  client = clientOf(fake);
});
afterAll(async () => {
  client.close();
  await fake.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.received.length = 0;
});

describe('AEAT client', () => {
  it('knows AEAT’s endpoints', () => {
    expect(AEAT_ENDPOINTS.production).toMatch(
      /^https:\/\/www1\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ws\/SistemaFacturacion\/VerifactuSOAP$/,
    );
    expect(AEAT_ENDPOINTS.test).toMatch(/^https:\/\/prewww1\.aeat\.es\//);
  });

  it('sends a chain and reads every record as correct, with the wait AEAT asks', async () => {
    const outcome = await client.send(CLUB, CHAIN);
    expect(outcome.waitSeconds).toBe(60);
    expect(outcome.answers.map((a) => [a.number, a.operation, a.state])).toEqual(
      CHAIN.map((r) => [r.number, r.operation, 'correct']),
    );
    expect(fake.received.map((r) => r.number)).toEqual(CHAIN.map((r) => r.number));
    expect(fake.received.map((r) => r.previousFingerprint)).toEqual(
      CHAIN.map((r) => r.previous?.fingerprint ?? null),
    );
    expect(fake.requests[0]?.issuerNif).toBe(CLUB.nif);
  });

  it('passes on a record accepted with errors, with AEAT’s code and message', async () => {
    fake.script({
      kind: 'answer',
      verdict: (record) =>
        record.type === 'F1'
          ? {
              state: 'AceptadoConErrores',
              code: 1237,
              message:
                'El valor del campo CuotaRepercutida tiene un valor incorrecto para el valor de los campos BaseImponibleOimporteNoSujeto y TipoImpositivo suministrados.',
            }
          : { state: 'Correcto' },
    });
    const { answers } = await client.send(CLUB, [firstTicket, fullInvoice]);
    expect(answers[0]).toMatchObject({ state: 'correct', code: null, message: null });
    expect(answers[1]).toEqual({
      number: fullInvoice.number,
      operation: 'alta',
      state: 'acceptedWithErrors',
      code: '1237',
      message: expect.stringContaining('CuotaRepercutida') as string,
    });
  });

  it('passes on rejected records and the wait time AEAT sets', async () => {
    fake.script({
      kind: 'answer',
      waitSeconds: 1800,
      verdict: () => ({
        state: 'Incorrecto',
        code: 3000,
        message: 'Registro de facturación duplicado.',
      }),
    });
    const outcome = await client.send(CLUB, [firstTicket]);
    expect(outcome).toEqual({
      waitSeconds: 1800,
      answers: [
        {
          number: firstTicket.number,
          operation: 'alta',
          state: 'rejected',
          code: '3000',
          message: 'Registro de facturación duplicado.',
        },
      ],
    });
  });

  it('raises AeatFault when AEAT refuses the whole request', async () => {
    fake.script({
      kind: 'fault',
      code: 'env:Client',
      message: 'Codigo[103].El NIF del titular del certificado no está identificado.',
    });
    await expect(client.send(CLUB, [firstTicket])).rejects.toThrow(AeatFault);
    const broken = { ...firstTicket, fingerprint: 'X'.repeat(65) };
    await expect(client.send(CLUB, [broken])).rejects.toThrow(/4102/);
  });

  it('raises AeatUnavailable when the service is down, drops the line or does not answer', async () => {
    fake.script({ kind: 'down' });
    expect(await failure(client.send(CLUB, [firstTicket]))).toMatchObject({
      name: 'AeatUnavailable',
      reason: 'http',
      status: 503,
    });
    fake.script({ kind: 'down', status: 403 });
    expect(await failure(client.send(CLUB, [firstTicket]))).toMatchObject({
      reason: 'certificate',
      status: 403,
    });
    fake.script({ kind: 'reset' });
    expect(await failure(client.send(CLUB, [firstTicket]))).toMatchObject({ reason: 'network' });
    fake.script({ kind: 'hang' });
    const impatient = clientOf(fake, { timeoutMs: 200 });
    expect(await failure(impatient.send(CLUB, [firstTicket]))).toMatchObject({
      reason: 'timeout',
      message: 'AEAT did not answer in 200 ms',
    });
    impatient.close();
    expect(fake.received).toEqual([]);
    // The service is up again for the next send.
    await expect(client.send(CLUB, [firstTicket])).resolves.toMatchObject({ waitSeconds: 60 });
  });

  it('raises AeatUnavailable when nothing listens', async () => {
    const gone = await startFakeAeat();
    await gone.stop();
    const lonely = clientOf(gone);
    expect(await failure(lonely.send(CLUB, [firstTicket]))).toMatchObject({
      name: 'AeatUnavailable',
      reason: 'network',
    });
    lonely.close();
  });

  it('is refused without the club’s certificate, or with another one', async () => {
    const bare = await new Promise<number | Error>((resolve) => {
      const request = https.request(
        fake.url,
        { method: 'POST', ca: fake.ca, agent: false },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        },
      );
      request.on('error', resolve);
      request.end('<x/>');
    });
    expect(String(bare)).toMatch(/certificate required|ECONNRESET/);

    const other = await startFakeAeat();
    const foreign = clientOf(fake, { pfx: other.pfx, passphrase: other.passphrase });
    // Under TLS 1.3 the server checks the client's certificate after the handshake: the client
    // may read its alert or only see the connection closed.
    const refused = await failure(foreign.send(CLUB, [firstTicket]));
    expect(refused).toBeInstanceOf(AeatUnavailable);
    expect(['certificate', 'network']).toContain((refused as AeatUnavailable).reason);
    foreign.close();
    await other.stop();

    const forgetful = clientOf(fake, { passphrase: 'wrong' });
    expect(await failure(forgetful.send(CLUB, [firstTicket]))).toMatchObject({
      reason: 'certificate',
    });
    forgetful.close();
    expect(fake.requests).toEqual([]);
  });

  it('refuses more than 1,000 records before sending anything', async () => {
    await expect(client.send(CLUB, manyTickets(1001))).rejects.toThrow(RangeError);
    expect(fake.requests).toEqual([]);
    const outcome = await client.send(CLUB, manyTickets(1000));
    expect(outcome.answers).toHaveLength(1000);
  });
});
