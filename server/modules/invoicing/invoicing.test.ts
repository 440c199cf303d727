/**
 * Tickets from the outside (decision 091): a sale paid from the wallet is ticketed (F2) with its
 * VAT broken down, a refund corrects it (R5), a full invoice (F1) replaces a ticket on request,
 * numbers run without gaps per series and the chain holds; a top-up is no sale.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import type { Mail } from '../../adapters/mail/index.ts';
import { billingRecords, invoices } from '../../db/schema/index.ts';
import { stored } from '../../stored-text.ts';
import { creditWallet } from '../wallet/index.ts';
import { chainPending } from './index.ts';

type Session = { id: string; cookie: string };
const SETTINGS = {
  issuer: { nif: 'G28000008', name: 'Club de Tenis Prueba', address: 'Calle Mayor 1, Madrid' },
  series: { ticket: 'T', full: 'F', correction: 'R' },
  mode: 'local',
  environment: 'test',
  vat: {
    court: { rate: 21, exempt: false },
    class: { rate: 21, exempt: false },
    membership: { rate: 0, exempt: true },
    pack: { rate: 21, exempt: false },
    shop: { rate: 21, exempt: false },
  },
};

describe('tickets and invoices', () => {
  let t: TestApp;
  let admin: Session;
  let ana: Session;
  let packTypeId: string;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: Session, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const told: string[] = [];
  const realtime = { emitToUser: (_userId: string, event: string) => void told.push(event) };
  const mails: Mail[] = [];
  const mailer = { send: async (mail: Mail) => void mails.push(mail) };
  const chain = () =>
    chainPending({ db: t.database.db, now: () => NOW, config: t.config, realtime, mailer });
  const myInvoices = async () => (await req('GET', '/invoices', ana)).json().invoices;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    await seedClubCourts(db);
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    const topUp = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });
    await db.transaction((tx) => creditWallet(tx, ana.id, 5000, topUp, `seed:${ana.id}`));
    const type = await req('POST', '/admin/packs/types', admin, {
      name: 'Bono 3 tenis',
      sport: 'tennis',
      minutes: 60,
      covers: 'part',
      uses: 3,
      price: 12.1,
      validityDays: 30,
      roles: [],
    });
    packTypeId = type.json().type._id;
  });
  afterAll(async () => t.close());

  it('tickets nothing before the fiscal setup; once saved, every sale', async () => {
    const before = await req('POST', '/packs', ana, { packTypeId });
    expect(before.statusCode).toBe(201);
    expect(await chain()).toBe(0);
    expect(await myInvoices()).toEqual([]);

    const bad = await req('PUT', '/admin/settings/invoicing', admin, {
      ...SETTINGS,
      issuer: { ...SETTINGS.issuer, nif: 'G28000007' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Introduce un NIF o NIE válido.' });
    const saved = await req('PUT', '/admin/settings/invoicing', admin, SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ready: true,
      message: 'Ajustes de facturación guardados.',
    });
    await chain();
    // The pack sold before the setup stays without a ticket dated today.
    expect(await myInvoices()).toEqual([]);

    expect((await req('POST', '/packs', ana, { packTypeId })).statusCode).toBe(201);
    expect(await chain()).toBe(1);
    const list = await myInvoices();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: 'T2026-0000001', type: 'F2', total: 12.1 });
  });

  it('breaks a ticket down: 12.10 € with 21 % VAT is 10.00 € + 2.10 €, with its QR address', async () => {
    const [summary] = await myInvoices();
    const res = await req('GET', `/invoices/${summary._id}`, ana);
    expect(res.statusCode).toBe(200);
    const invoice = res.json().invoice;
    expect(invoice.taxes).toEqual([
      { vatRate: 21, exempt: false, base: 10, vat: 2.1, total: 12.1 },
    ]);
    expect(invoice.vatTotal).toBe(2.1);
    expect(invoice.issuer).toEqual(SETTINGS.issuer);
    expect(invoice.verifactu).toBe(false);
    expect(invoice.canRequestFull).toBe(true);
    expect(invoice.qrUrl).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=G28000008&numserie=T2026-0000001&fecha=21-11-2026&importe=12.10',
    );
    const pdf = await req('GET', `/invoices/${summary._id}/pdf`, ana);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="T2026-0000001.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const qr = await req('GET', `/invoices/${summary._id}/qr`, ana);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg/);
    // Another member cannot read it.
    const other = await userWithSession(t.database.db, { email: 'eva@test.local' });
    expect((await req('GET', `/invoices/${summary._id}`, other)).statusCode).toBe(404);
    expect((await req('GET', `/invoices/${summary._id}/pdf`, other)).statusCode).toBe(404);
  });

  it('refunds by a correction (R5) of the ticket, never by editing it', async () => {
    const packs = (await req('GET', '/packs', ana)).json().packs;
    const refund = await req('POST', `/packs/${packs[0]._id}/refund`, ana);
    expect(refund.statusCode).toBe(200);
    await chain();
    const list = await myInvoices();
    expect(list.map((i: { number: string; total: number }) => [i.number, i.total])).toEqual([
      ['R2026-0000001', -12.1],
      ['T2026-0000001', 12.1],
    ]);
    const correction = (await req('GET', `/invoices/${list[0]._id}`, ana)).json().invoice;
    expect(correction).toMatchObject({ type: 'R5', corrects: { number: 'T2026-0000001' } });
    expect(correction.taxes).toEqual([
      { vatRate: 21, exempt: false, base: -10, vat: -2.1, total: -12.1 },
    ]);
    const ticket = (await req('GET', `/invoices/${list[1]._id}`, ana)).json().invoice;
    expect(ticket.canRequestFull).toBe(false);
    await expect(
      t.database.db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, list[1]._id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(billingRecords)).rejects.toThrow();
  });

  it('a top-up is no sale; an exempt kind says so on its ticket', async () => {
    const before = (await myInvoices()).length;
    await t.database.db.transaction((tx) =>
      creditWallet(tx, ana.id, 1000, stored('payments.ledgerTopUp'), `top-up-test`),
    );
    await chain();
    expect(await myInvoices()).toHaveLength(before);
  });

  it("issues a full invoice (F1) with the buyer's NIF, correcting the ticket to zero", async () => {
    await req('POST', '/packs', ana, { packTypeId });
    told.length = 0;
    mails.length = 0;
    await chain();
    // Her phone is told, and fetches 'Mis facturas' again; the ticket is mailed to her.
    expect(told).toEqual([`invoicesUpdated:${ana.id}`]);
    const [ticket] = await myInvoices();
    expect(ticket.number).toBe('T2026-0000002');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ana@test.local', subject: 'Tu ticket T2026-0000002' });
    expect(mails[0]!.text).toContain(
      'T2026-0000002: Compra del Bono 3 tenis, 12,10 € (IVA incluido).',
    );
    expect(mails[0]!.text).toContain(`/profile/invoices/${ticket._id}`);
    const url = `/invoices/${ticket._id}/full`;
    const invalid = await req('POST', url, ana, {
      nif: '12345678A',
      name: 'Ana',
      address: 'C/ Sol 2',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Introduce un NIF o NIE válido.');

    const body = { nif: '12345678z', name: 'Ana Pérez', address: 'C/ Sol 2, Madrid' };
    const full = await req('POST', url, ana, body);
    expect(full.statusCode).toBe(201);
    expect(full.json().message).toBe('Factura emitida.');
    expect(full.json().invoice).toMatchObject({
      number: 'F2026-0000001',
      type: 'F1',
      total: 12.1,
      recipient: { nif: '12345678Z', name: 'Ana Pérez', address: 'C/ Sol 2, Madrid' },
    });
    expect((await req('POST', url, ana, body)).statusCode).toBe(409);
    const after = (await req('GET', `/invoices/${ticket._id}`, ana)).json().invoice;
    expect(after.replacedBy).toMatchObject({ number: 'F2026-0000001' });
    expect(after.correctedBy).toEqual([
      expect.objectContaining({ number: 'R2026-0000002', type: 'R5' }),
    ]);
  });

  it("keeps the book: totals by rate, the gestoría's CSV and an intact chain", async () => {
    const book = (await req('GET', '/admin/invoices?from=2026-11-01&to=2026-11-30', admin)).json();
    expect(book.invoices.map((i: { number: string }) => i.number)).toEqual([
      'T2026-0000001',
      'R2026-0000001',
      'T2026-0000002',
      'R2026-0000002',
      'F2026-0000001',
    ]);
    expect(book.totals).toEqual([{ vatRate: 21, exempt: false, base: 10, vat: 2.1, total: 12.1 }]);
    expect((await req('GET', '/admin/invoices?type=F1', admin)).json().invoices).toHaveLength(1);
    expect((await req('GET', '/admin/invoices', ana)).statusCode).toBe(403);

    const csv = await req('GET', '/admin/invoices/export?from=2026-11-01&to=2026-11-30', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Serie;Número;Fecha de expedición;Tipo de factura;NIF destinatario;Nombre destinatario;Concepto;Base imponible;Tipo IVA (%);Exención;Cuota IVA;Total;Factura rectificada;Anulada',
    );
    expect(lines).toHaveLength(6);
    expect(lines[5]).toContain('F;F2026-0000001;21/11/2026;F1;12345678Z;Ana Pérez;');
    expect(lines[5]).toContain(';10,00;21,00;;2,10;12,10;');

    const chain = (await req('GET', '/admin/invoices/chain', admin)).json();
    expect(chain).toEqual({ success: true, intact: true, records: 5, brokenAt: null });
    const queue = (await req('GET', '/admin/invoices/queue', admin)).json();
    expect(queue).toEqual({ success: true, records: [], nextSendAt: null });
  });

  it('voids a ticket issued in error by its registro de anulación, chained after its alta', async () => {
    await req('POST', '/packs', ana, { packTypeId });
    await chain();
    const [ticket] = await myInvoices();
    expect(ticket.number).toBe('T2026-0000003');
    const url = `/admin/invoices/${ticket._id}/void`;
    expect((await req('POST', url, admin, { reason: '' })).statusCode).toBe(400);
    expect((await req('POST', url, ana, { reason: 'Cobrado dos veces' })).statusCode).toBe(403);
    const voided = await req('POST', url, admin, { reason: 'Cobrado dos veces' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toEqual({ success: true, message: 'Factura anulada.' });
    expect((await req('POST', url, admin, { reason: 'Otra vez' })).statusCode).toBe(409);
    await chain();

    const records = await t.database.db
      .select()
      .from(billingRecords)
      .orderBy(asc(billingRecords.position));
    const [alta, anulacion] = records.slice(-2);
    expect(anulacion!.record).toMatchObject({
      operation: 'anulacion',
      number: 'T2026-0000003',
      previous: { number: 'T2026-0000003', fingerprint: alta!.fingerprint },
    });
    const chained = (await req('GET', '/admin/invoices/chain', admin)).json();
    expect(chained).toEqual({ success: true, intact: true, records: 7, brokenAt: null });
    const view = (await req('GET', `/invoices/${ticket._id}`, ana)).json().invoice;
    expect(view).toMatchObject({ voided: true, canRequestFull: false });
    const book = (await req('GET', '/admin/invoices', admin)).json().invoices as Array<{
      number: string;
      voided: boolean;
    }>;
    expect(book.filter((i) => i.number === 'T2026-0000003')).toEqual([
      expect.objectContaining({ voided: true }),
    ]);
  });
});
