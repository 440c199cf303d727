import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, seedClubCourts, type Club } from '#tests/helpers/bookings.ts';
import { balanceCents, ledgerOf, player, type Player } from '#tests/helpers/matches.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingPlayers, bookings } from '../../db/schema/index.ts';
import { runJob } from '../../jobs.ts';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('open matches', () => {
  let t: TestApp;
  let club: Club;
  let now = NOW;
  let sofia: Player;
  let ana: Player;
  let luis: Player;
  let nolevel: Player;
  let pobre: Player;
  let bea: Player;
  let carla: Player;
  let dani: Player;
  let admin: Player;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    const db = t.database.db;
    club = await seedClubCourts(db);
    sofia = await player(db, 'Sofia', { euros: 50, level: 4 });
    ana = await player(db, 'Ana', { euros: 50, level: 3.8 });
    luis = await player(db, 'Luis', { euros: 50, level: 2 });
    nolevel = await player(db, 'Nadie', { euros: 50 });
    pobre = await player(db, 'Pobre', { euros: 0, level: 3.5 });
    bea = await player(db, 'Bea', { euros: 50, level: 3.2 });
    carla = await player(db, 'Carla', { euros: 50, level: 4.5 });
    dani = await player(db, 'Dani', { euros: 50, level: 3 });
    admin = await player(db, 'Admin', { role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (who: Player, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

  async function bookAndOpen(date: string, slot: string, seats = 3) {
    const booked = await call(sofia, 'POST', '/api/users/booking', {
      courtId: club.courts.padel1,
      dateBooked: date,
      timeBooked: [slot],
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = booked.json().booking._id as string;
    const opened = await call(sofia, 'POST', '/api/matches', {
      bookingId,
      seats,
      levelMin: 3,
      levelMax: 4.5,
      note: 'Partido tranquilo',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { bookingId, matchId: opened.json().match._id as string, opened: opened.json() };
  }

  let first: { bookingId: string; matchId: string };

  it('opens a booking as a match: seats, level range, note, and the shares split for four', async () => {
    const { bookingId, matchId, opened } = await bookAndOpen('2026-11-23', '10:30 - 12:00');
    first = { bookingId, matchId };
    expect(opened.message).toBe('Partido abierto publicado.');
    expect(opened.match).toMatchObject({
      status: 'open',
      seats: 3,
      seatsLeft: 3,
      levelMin: 3,
      levelMax: 4.5,
      note: 'Partido tranquilo',
      seatPrice: 4,
      booker: { name: 'Sofia' },
      viewer: { isBooker: true, joined: false },
    });
    // The booker's part is now one seat's share of the 16 € court.
    const [booker] = await t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.bookingId, bookingId));
    expect(booker!.amountCents).toBe(400);
    const again = await call(sofia, 'POST', '/api/matches', { bookingId, seats: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La reserva ya es un partido abierto.');
  });

  it("refuses to open someone else's booking as if it did not exist", async () => {
    const res = await call(ana, 'POST', '/api/matches', { bookingId: first.bookingId, seats: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Partido no encontrado.',
      code: 'notFound',
    });
  });

  it('lists open matches by day, sport and level', async () => {
    const list = async (query: string) => {
      const res = await call(ana, 'GET', `/api/matches${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().matches.map((m: { _id: string }) => m._id);
    };
    expect(await list('')).toEqual([first.matchId]);
    expect(await list('?date=2026-11-23&sport=padel&level=3.8')).toEqual([first.matchId]);
    expect(await list('?level=2')).toEqual([]);
    expect(await list('?sport=tennis')).toEqual([]);
    expect(await list('?date=2026-11-24')).toEqual([]);
    const bad = await call(ana, 'GET', '/api/matches?level=9');
    expect(bad.statusCode).toBe(400);
    const noDay = await call(ana, 'GET', '/api/matches?date=2025-02-30');
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().message).toBe('date: Fecha no válida');
  });

  it('seats a member of the right level and takes the share from the wallet at once', async () => {
    const res = await call(ana, 'POST', `/api/matches/${first.matchId}/join`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Te has unido al partido. Plaza pagada.');
    expect(res.json().match).toMatchObject({ seatsLeft: 2, viewer: { joined: true } });
    expect(await balanceCents(t.database.db, ana.id)).toBe(4600);
    const [row] = await t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.userId, ana.id));
    expect(row).toMatchObject({ amountCents: 400, amountPaidCents: 400, paymentStatus: 'P' });
    const again = await call(ana, 'POST', `/api/matches/${first.matchId}/join`);
    expect(again.json().message).toBe('Ya estás en este partido.');
    expect(await balanceCents(t.database.db, ana.id)).toBe(4600);
  });

  it('refuses a level out of range, no level and a short wallet, moving no money', async () => {
    const out = await call(luis, 'POST', `/api/matches/${first.matchId}/join`);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe('Tu nivel está fuera del rango de este partido.');
    const none = await call(nolevel, 'POST', `/api/matches/${first.matchId}/join`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'Necesitas un nivel en este deporte para unirte a un partido con rango de nivel.',
    );
    const short = await call(pobre, 'POST', `/api/matches/${first.matchId}/join`);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Saldo insuficiente en el monedero.');
    expect(await balanceCents(t.database.db, luis.id)).toBe(5000);
    const view = (await call(ana, 'GET', `/api/matches/${first.matchId}`)).json().match;
    expect(view.seatsLeft).toBe(2);
  });

  it('lets a joined player leave with the refund, once', async () => {
    const res = await call(ana, 'POST', `/api/matches/${first.matchId}/leave`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Has dejado el partido. Te hemos devuelto el importe al monedero. (4.00 €)',
    );
    expect(await balanceCents(t.database.db, ana.id)).toBe(5000);
    const again = await call(ana, 'POST', `/api/matches/${first.matchId}/leave`);
    expect(again.json().message).toBe('No estás en este partido.');
    const booker = await call(sofia, 'POST', `/api/matches/${first.matchId}/leave`);
    expect(booker.json().message).toBe(
      'Quien hizo la reserva no deja el partido: puede cerrarlo o cancelar la reserva.',
    );
  });

  it('fills, refuses the next joiner, and hands a freed seat to the seat list', async () => {
    for (const who of [ana, bea, carla]) {
      const res = await call(who, 'POST', `/api/matches/${first.matchId}/join`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const full = await call(dani, 'POST', `/api/matches/${first.matchId}/join`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('El partido está completo.');
    const view = (await call(dani, 'GET', `/api/matches/${first.matchId}`)).json().match;
    expect(view).toMatchObject({ status: 'full', seatsLeft: 0 });
    const queued = await call(dani, 'POST', `/api/matches/${first.matchId}/queue`);
    expect(queued.json().message).toBe('Estás en la lista de espera del partido.');
    const left = await call(bea, 'POST', `/api/matches/${first.matchId}/leave`);
    expect(left.statusCode).toBe(200);
    // Dani's wallet covers the share: seated and charged in the same transaction.
    expect(await balanceCents(t.database.db, dani.id)).toBe(4600);
    const after = (await call(dani, 'GET', `/api/matches/${first.matchId}`)).json().match;
    expect(after).toMatchObject({ status: 'full', viewer: { joined: true, queued: false } });
    const mails = await mailsTo(t.database.db, 'dani@test.local');
    expect(mails[0]!.subject).toBe('Tienes plaza en el partido');
  });

  it('holds a freed seat 15 minutes for the first in line whose wallet falls short, then passes it on', async () => {
    const { matchId } = await bookAndOpen('2026-11-22', '13:30 - 15:00', 1);
    const joined = await call(ana, 'POST', `/api/matches/${matchId}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await call(pobre, 'POST', `/api/matches/${matchId}/queue`)).statusCode).toBe(200);
    expect((await call(dani, 'POST', `/api/matches/${matchId}/queue`)).statusCode).toBe(200);
    const gone = await call(ana, 'POST', `/api/matches/${matchId}/leave`);
    expect(gone.statusCode, gone.body).toBe(200);
    const held = (await call(pobre, 'GET', `/api/matches/${matchId}`)).json().match;
    expect(held.viewer.holdExpiresAt).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    const other = await call(bea, 'POST', `/api/matches/${matchId}/join`);
    expect(other.json().message).toBe(
      'La plaza libre está reservada para el primero de la lista de espera.',
    );
    now = new Date(NOW.getTime() + 16 * 60_000);
    const before = await balanceCents(t.database.db, dani.id);
    await runJob(
      serviceContext(t, () => now),
      'open matches seat holds',
    );
    await runJob(
      serviceContext(t, () => now),
      'open matches seat holds',
    );
    now = NOW;
    // Dani, next in line, is seated and charged once.
    expect(await balanceCents(t.database.db, dani.id)).toBe(before - 800);
    const after = (await call(dani, 'GET', `/api/matches/${matchId}`)).json().match;
    expect(after).toMatchObject({ status: 'full', viewer: { joined: true } });
  });

  it('refuses leaving within 6 hours of the start', async () => {
    now = new Date('2026-11-23T04:00:00Z'); // 5 h 30 before 10:30 in Madrid
    const res = await call(carla, 'POST', `/api/matches/${first.matchId}/leave`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Faltan menos de 6 horas para el inicio: ya no puedes dejar el partido.',
    );
    now = NOW;
  });

  it('lets only the booker close a match', async () => {
    const { matchId, bookingId } = await bookAndOpen('2026-11-24', '10:30 - 12:00', 2);
    const joined = await call(ana, 'POST', `/api/matches/${matchId}/join`);
    expect(joined.json().match.seatPrice).toBe(5.33);
    const other = await call(ana, 'POST', `/api/matches/${matchId}/close`);
    expect(other.statusCode).toBe(403);
    const res = await call(sofia, 'POST', `/api/matches/${matchId}/close`);
    expect(res.json().message).toBe('Partido cerrado: ya no admite más jugadores.');
    const late = await call(bea, 'POST', `/api/matches/${matchId}/join`);
    expect(late.json().message).toBe('El partido ya no admite jugadores.');
    // The seat nobody took goes back to the booker's share: the parts add up to the court.
    const parts = await t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.bookingId, bookingId));
    expect(parts.reduce((s, p) => s + p.amountCents, 0)).toBe(1600);
  });

  it('takes a seat paid by card through the one fulfilment path', async () => {
    const { matchId } = await bookAndOpen('2026-11-25', '10:30 - 12:00', 3);
    const intent = await call(bea, 'POST', `/api/matches/${matchId}/createPaymentIntent`, {});
    // A seat of 4 € is under the card minimum of 5 €.
    expect(intent.statusCode).toBe(400);
    expect(intent.json().message).toBe('El pago con tarjeta requiere un importe mínimo de 5€.');
    const { matchId: dear } = await bookAndOpen('2026-11-26', '10:30 - 12:00', 1);
    const ok = await call(bea, 'POST', `/api/matches/${dear}/createPaymentIntent`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    const paid = await call(bea, 'POST', '/api/payments/sandbox/confirm', {
      clientSecret: ok.json().clientSecret,
      card: CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const view = (await call(bea, 'GET', `/api/matches/${dear}`)).json().match;
    expect(view).toMatchObject({ status: 'full', viewer: { joined: true } });
  });

  it('auto-cancels a match not full at its time, refunding every payer once, however often it runs', async () => {
    const { matchId, bookingId } = await bookAndOpen('2026-11-27', '10:30 - 12:00', 3);
    await call(ana, 'POST', `/api/matches/${matchId}/join`);
    const before = await balanceCents(t.database.db, ana.id);
    now = new Date('2026-11-27T07:30:00Z'); // 08:30 in Madrid: 2 h before the start
    const ctx = serviceContext(t, () => now);
    const firstRun = await runJob(ctx, 'open matches auto-cancel');
    const secondRun = await runJob(ctx, 'open matches auto-cancel');
    now = NOW;
    expect((firstRun as { cancelled: string[] }).cancelled).toContain(matchId);
    expect(secondRun).toMatchObject({ cancelled: [] });
    expect(await balanceCents(t.database.db, ana.id)).toBe(before + 400);
    const refunds = (await ledgerOf(t.database.db, ana.id)).filter((e) =>
      e.reference.startsWith(`booking-refund:${bookingId}`),
    );
    expect(refunds).toHaveLength(1);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.status).toBe('cancelled');
    const mails = await mailsTo(t.database.db, 'ana@test.local');
    expect(mails[0]!.subject).toBe('Partido abierto cancelado');
    expect(ctx.emitted.some((e) => e.event === `matchNotice:${ana.id}`)).toBe(true);
  });

  it('shows admins every match with its seat list, and no one else', async () => {
    const res = await call(admin, 'GET', '/api/admin/matches');
    expect(res.statusCode).toBe(200);
    const statuses = res.json().matches.map((m: { status: string }) => m.status);
    expect(statuses).toContain('cancelled');
    expect(statuses).toContain('closed');
    const member = await call(ana, 'GET', '/api/admin/matches');
    expect(member.statusCode).toBe(403);
  });
});
