import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, insertBooking, seedClubCourts, type Club } from '#tests/helpers/bookings.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { GOOD_CARD, member, serviceContext } from '#tests/helpers/payments.ts';
import { fund } from '#tests/helpers/shop.ts';
import { adminAuditLog, bookingPlayers, memberPacks } from '../../db/schema/index.ts';
import { runJob } from '../../jobs.ts';
import { getBalanceCents } from '../wallet/index.ts';

type Session = { id: string; cookie: string };
type Transaction = { type: 'credit' | 'debit'; description: string };
/** Before the test clock: payments are open. */
const STARTED = new Date(NOW.getTime() - 30 * 60_000);
const DAY = 86_400_000;

describe('packs (bonos): sold, spent on bookings, given back, expired, extended, refunded', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let ana: Session;
  let ben: Session;
  let guest: Session;
  let tennisPart: string;
  let padelWhole: string;
  let anaPack: string;

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Session | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const packRow = async (id: string) =>
    (await t.database.db.select().from(memberPacks).where(eq(memberPacks.id, id)))[0]!;

  /** A started booking of `booker` on `courtId` with ana and ben owing 1000 ¢ each. */
  let hour = 0;
  async function booking(courtId: string, minutes = 60) {
    hour += 2;
    const startsAt = new Date(STARTED.getTime() - hour * 3_600_000);
    const id = await insertBooking(t.database.db, {
      courtId,
      userId: ana.id,
      date: '2026-11-21',
      startsAt,
      minutes,
    });
    await t.database.db.insert(bookingPlayers).values(
      [ana, ben].map((m, position) => ({
        bookingId: id,
        position,
        userId: m.id,
        isMember: true,
        amountCents: 1000,
      })),
    );
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    const db = t.database.db;
    club = await seedClubCourts(db);
    admin = await member(db, 'admin@test.local', 'admin');
    ana = await member(db, 'ana@test.local', 'user-adult');
    ben = await member(db, 'ben@test.local', 'user-adult');
    guest = await member(db, 'guest@test.local', 'guess');
    await fund(db, ana.id, 10_000);
  });
  afterAll(() => t.close());

  it('the admin defines packs; members see those their role may buy', async () => {
    const create = (body: object) => req('POST', '/admin/packs/types', admin, body);
    const bad = await create({ name: '', sport: 'tennis', minutes: 60, covers: 'part', uses: 0 });
    expect(bad.statusCode).toBe(400);
    expect((await req('POST', '/admin/packs/types', ana, {})).statusCode).toBe(403);
    const tennis = await create({
      name: 'Bono 3 tenis',
      sport: 'tennis',
      minutes: 60,
      covers: 'part',
      uses: 3,
      price: 10,
      validityDays: 30,
      roles: ['user-adult'],
    });
    expect(tennis.statusCode).toBe(201);
    tennisPart = tennis.json().type._id;
    const padel = await create({
      name: 'Bono 5 pistas pádel',
      sport: 'padel',
      minutes: 60,
      covers: 'booking',
      uses: 5,
      price: 90,
      validityDays: 60,
    });
    padelWhole = padel.json().type._id;
    const names = (who: Session) =>
      req('GET', '/packs', who).then((r) =>
        (r.json().types as Array<{ name: string }>).map((x) => x.name),
      );
    expect(await names(ana)).toEqual(['Bono 5 pistas pádel', 'Bono 3 tenis']);
    expect(await names(guest)).toEqual(['Bono 5 pistas pádel']);
    const refused = await req('POST', '/packs', guest, { packTypeId: tennisPart });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Tu tipo de socio no puede comprar este bono.');
  });

  it('a member buys from the wallet in one debit and gets a receipt by e-mail', async () => {
    const res = await req('POST', '/packs', ana, { packTypeId: tennisPart });
    expect(res.statusCode).toBe(201);
    const pack = res.json().pack;
    anaPack = pack._id;
    expect(pack).toMatchObject({ status: 'active', uses: 3, usesLeft: 3, price: 10 });
    expect(pack.expiresAt).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(9_000);
    const [mail] = await mailsTo(t.database.db, 'ana@test.local');
    expect(mail?.subject).toBe('Recibo: Bono 3 tenis');
    const broke = await req('POST', '/packs', ben, { packTypeId: tennisPart });
    expect(broke.statusCode).toBe(409);
    expect((await req('GET', '/packs', ben)).json().packs).toEqual([]);
  });

  it("words the purchase's ledger line in each reader's language", async () => {
    const lines = async () =>
      ((await req('GET', '/users/wallet', ana)).json().transactions as Transaction[])
        .filter((e) => e.type === 'debit')
        .map((e) => e.description);
    // The record keeps the Spanish words; the line is read in the member's language.
    expect(await lines()).toEqual(['Compra del Bono 3 tenis']);
    const language = (value: string) => req('PUT', '/users/me/language', ana, { language: value });
    expect((await language('en')).statusCode).toBe(200);
    try {
      expect(await lines()).toEqual(['Purchase of Bono 3 tenis']);
    } finally {
      await language('es');
    }
  });

  it('pays a part of a booking of its kind with one use, and refuses what it does not fit', async () => {
    const id = await booking(club.courts.tennis1);
    const pay = (bookingId: string, playerIndex: number | null, packId = anaPack) =>
      req('POST', '/users/booking/payWithPack', ana, { bookingId, playerIndex, packId });
    expect((await pay(id, null)).json().message).toBe(
      'Este bono paga la parte de un jugador, no la reserva completa.',
    );
    const padel = await booking(club.courts.padel1);
    expect((await pay(padel, 0)).json().message).toBe('Este bono no sirve para este deporte.');
    const long = await booking(club.courts.tennis2, 90);
    expect((await pay(long, 0)).json().message).toBe(
      'Este bono no sirve para reservas de esta duración.',
    );
    const stolen = await req('POST', '/users/booking/payWithPack', ben, {
      bookingId: id,
      playerIndex: 1,
      packId: anaPack,
    });
    expect(stolen.statusCode).toBe(404);

    const ok = await pay(id, 0);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ usesLeft: 2, booking: { paymentStatus: 'S' } });
    // Built from the locked read and what the payment wrote: the booking as read afterwards.
    expect(ok.json().booking).toEqual(
      (await req('GET', `/users/booking/${id}`, ana)).json().booking,
    );
    const history = (await req('GET', `/users/booking/${id}/history`, ana)).json();
    expect(JSON.stringify(history)).toMatch(/pagó con el .* \(quedan 2 usos\)/);
    expect((await pay(id, 0)).statusCode).toBe(409);
    expect((await packRow(anaPack)).usesLeft).toBe(2);
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(9_000);

    // Cancelled within the rules (late, in the rain): the use comes back, not wallet money.
    const cancel = await req(
      'DELETE',
      `/users/booking/${id}/delete-booking-payments`,
      ana,
      undefined,
      { 'x-test-rain': '80' },
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: 'Reserva cancelada. El uso del bono ha sido devuelto.',
      refunds: [],
    });
    expect((await packRow(anaPack)).usesLeft).toBe(3);
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(9_000);
  });

  it('buys by card through the one fulfilment path: active once paid', async () => {
    const res = await req('POST', '/packs/createPaymentIntent', ana, { packTypeId: padelWhole });
    expect(res.statusCode).toBe(200);
    const { clientSecret, pack } = res.json();
    expect(pack.status).toBe('pending');
    const confirm = await req('POST', '/payments/sandbox/confirm', ana, {
      clientSecret,
      card: GOOD_CARD,
    });
    expect(confirm.statusCode).toBe(200);
    expect((await packRow(pack._id)).status).toBe('active');
    const mine = (await req('GET', '/packs', ana)).json().packs as Array<{ _id: string }>;
    expect(mine.map((p) => p._id)).toContain(pack._id);
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(9_000);

    // A whole-court pack pays the total of a padel booking of its length.
    const id = await booking(club.courts.padel2);
    const whole = await req('POST', '/users/booking/payWithPack', ana, {
      bookingId: id,
      playerIndex: null,
      packId: pack._id,
    });
    expect(whole.json()).toMatchObject({ usesLeft: 4, booking: { paymentStatus: 'P' } });
    const read = await req('GET', `/users/booking/${id}`, ana);
    expect(whole.json().booking).toEqual(read.json().booking);
  });

  it('the desk sells for cash; the job expires packs; the admin extends and refunds, audited', async () => {
    const sold = await req('POST', '/admin/packs/sell', admin, {
      userId: ben.id,
      packTypeId: tennisPart,
      method: 'cash',
    });
    expect(sold.statusCode).toBe(201);
    expect(sold.json().pack).toMatchObject({
      method: 'cash',
      status: 'active',
      user: { _id: ben.id },
    });
    const benPack = sold.json().pack._id as string;

    const later = serviceContext(t, () => new Date(NOW.getTime() + 31 * DAY));
    expect(await runJob(later, 'packs expiry')).toEqual({ expired: 2 });
    expect(await runJob(later, 'packs expiry')).toEqual({ expired: 0 });
    expect(await packRow(benPack)).toMatchObject({ status: 'expired', unusedAtEnd: 3 });
    const id = await booking(club.courts.tennis1);
    const expired = await req('POST', '/users/booking/payWithPack', ana, {
      bookingId: id,
      playerIndex: 0,
      packId: anaPack,
    });
    expect(expired.json().message).toBe('Este bono ha caducado.');

    const noReason = await req('POST', `/admin/packs/${anaPack}/extend`, admin, { days: 40 });
    expect(noReason.statusCode).toBe(400);
    const extended = await req('POST', `/admin/packs/${anaPack}/extend`, admin, {
      days: 40,
      reason: 'Lesión',
    });
    expect(extended.json().pack).toMatchObject({ status: 'active', usesLeft: 3 });
    const paid = await req('POST', '/users/booking/payWithPack', ana, {
      bookingId: id,
      playerIndex: 0,
      packId: anaPack,
    });
    expect(paid.json().usesLeft).toBe(2);

    // 1000 ¢ over 3 uses: one use (334 ¢) spent, 666 ¢ unused go back to the wallet.
    const before = await getBalanceCents(t.database.db, ana.id);
    const refund = await req('POST', `/admin/packs/${anaPack}/refund`, admin, { reason: 'Baja' });
    expect(refund.json().message).toBe('Bono reembolsado: 6.66 € al monedero.');
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(before + 666);
    expect(
      (await req('POST', `/admin/packs/${anaPack}/refund`, admin, { reason: 'x' })).statusCode,
    ).toBe(400);

    const audit = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityType, 'member_pack'));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'member_pack.extend',
      'member_pack.refund',
      'member_pack.sell',
    ]);

    const stats = (await req('GET', '/admin/packs', admin)).json().stats;
    expect(stats).toMatchObject({ sold: 3, usesConsumed: 2, usesUnusedAtEnd: 3 + 2 });
  });

  it('a member gives back an unused pack, never a used one', async () => {
    const bought = (await req('POST', '/packs', ana, { packTypeId: tennisPart })).json().pack;
    const before = await getBalanceCents(t.database.db, ana.id);
    const res = await req('POST', `/packs/${bought._id}/refund`, ana);
    expect(res.json().pack.status).toBe('refunded');
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(before + 1000);
    const used = await req('POST', `/packs/${bought._id}/refund`, ana);
    expect(used.json().message).toBe('Este bono ya está reembolsado.');
  });
});
