import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
} from '../../../tests/helpers/bookings.ts';
import { adminAuditLog, bookingPlayers, playerLevels } from '../../db/schema/index.ts';
import { replayStoredLevels } from './rating.ts';

type Person = { id: string; cookie: string };

let t: TestApp;
let courts: Awaited<ReturnType<typeof seedClubCourts>>['courts'];
let people: Record<'ana' | 'bea' | 'carla' | 'dani' | 'coach' | 'admin', Person>;

async function addPlayers(bookingId: string, ids: string[]) {
  await t.database.db
    .insert(bookingPlayers)
    .values(ids.map((userId, position) => ({ bookingId, position, userId, isMember: true })));
}

/** A padel booking that ended an hour ago, with the four players in this order. */
let played = 0;
async function playedPadel(ids: string[]): Promise<string> {
  played += 1;
  const startsAt = new Date(NOW.getTime() - (1 + played) * 3_600_000);
  const id = await insertBooking(t.database.db, {
    courtId: courts.padel1,
    userId: ids[0]!,
    date: '2026-11-21',
    startsAt,
  });
  await addPlayers(id, ids);
  return id;
}

function call(p: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: p.cookie } });
}

async function assess(p: Person, answers: number[]) {
  return call(p, 'POST', '/api/levels/self-assessment', { sport: 'padel', answers });
}

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  ({ courts } = await seedClubCourts(t.database.db));
  const db = t.database.db;
  people = {
    ana: await userWithSession(db, { email: 'ana@x.es', name: 'Ana', role: 'user-adult' }),
    bea: await userWithSession(db, { email: 'bea@x.es', name: 'Bea', role: 'user-adult' }),
    carla: await userWithSession(db, { email: 'carla@x.es', name: 'Carla', role: 'user-padel' }),
    dani: await userWithSession(db, { email: 'dani@x.es', name: 'Dani', role: 'vip' }),
    coach: await userWithSession(db, { email: 'coach@x.es', name: 'Carlos', role: 'coach' }),
    admin: await userWithSession(db, { email: 'admin@x.es', name: 'Ana Admin', role: 'admin' }),
  };
});

afterEach(async () => {
  await t.close();
});

describe('the self-assessment', () => {
  it('gives a first level once per sport, labelled autoevaluado', async () => {
    const first = await assess(people.ana, [2, 2, 3, 2, 1]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Nivel guardado: lo irán ajustando tus resultados',
      level: { level: 3.5, reliability: 'autoevaluado' },
    });
    const again = await assess(people.ana, [4, 4, 4, 4, 4]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Ya tienes nivel de pádel' });
    const mine = await call(people.ana, 'GET', '/api/levels/me');
    expect(mine.json().sports[0]).toMatchObject({
      sport: 'padel',
      level: { level: 3.5, reliability: 'autoevaluado' },
      history: [
        { kind: 'autoevaluacion', before: null, after: 3.5, reason: 'Autoevaluación: nivel 3.5' },
      ],
    });
    expect(mine.json().sports[1]).toMatchObject({ sport: 'tennis', level: null, history: [] });
  });

  it('refuses answers that are not five options', async () => {
    const res = await assess(people.ana, [1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Responde a las cinco preguntas');
  });
});

describe('levels set by coaches and admins', () => {
  it('lets a coach validate a level with a note, and refuses members', async () => {
    const body = { sport: 'padel', level: 4.25, note: 'Visto en la clase del martes' };
    const member = await call(people.bea, 'PUT', `/api/levels/${people.ana.id}`, body);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Solo entrenadores y administración ven y validan niveles');
    const coach = await call(people.coach, 'PUT', `/api/levels/${people.ana.id}`, body);
    expect(coach.json()).toMatchObject({
      message: 'Nivel validado',
      level: { level: 4.25, reliability: 'validado' },
    });
    const mine = await call(people.ana, 'GET', '/api/levels/me');
    expect(mine.json().sports[0].history[0]).toMatchObject({
      reason: 'Validado por Carlos (entrenador): nivel 4.25',
      note: 'Visto en la clase del martes',
    });
    // The reason is read in the reader's language; the coach's note stays as written.
    const inEnglish = await t.app.inject({
      method: 'GET',
      url: '/api/levels/me',
      headers: { cookie: people.ana.cookie, 'accept-language': 'en' },
    });
    expect(inEnglish.json().sports[0].history[0]).toMatchObject({
      reason: 'Validated by Carlos (coach): level 4.25',
      note: 'Visto en la clase del martes',
    });
    const club = await call(people.coach, 'GET', '/api/levels/club?sport=padel');
    expect(club.json().members.find((m: { _id: string }) => m._id === people.ana.id).level).toEqual(
      {
        level: 4.25,
        reliability: 'validado',
      },
    );
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("writes an admin's change from the member detail to the audit log", async () => {
    const body = { sport: 'tennis', level: 5, note: 'Federado' };
    const res = await call(people.admin, 'PUT', `/api/admin/users/${people.bea.id}/levels`, body);
    expect(res.statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({
      action: 'user.level',
      entityType: 'user',
      entityId: people.bea.id,
      before: null,
      after: { sport: 'tennis', level: 5, reliability: 'validado', note: 'Federado' },
    });
    const detail = await call(people.admin, 'GET', `/api/admin/users/${people.bea.id}/levels`);
    expect(detail.json().sports[1].level).toEqual({ level: 5, reliability: 'validado' });
    const bad = await call(people.admin, 'PUT', `/api/admin/users/${people.bea.id}/levels`, {
      ...body,
      level: 7.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('El nivel va de 0 a 7');
  });

  it('answers the levels of players for avatars, absent when they have none', async () => {
    await assess(people.ana, [2, 2, 3, 2, 1]);
    const users = `${people.ana.id},${people.bea.id}`;
    const res = await call(people.bea, 'GET', `/api/levels?users=${users}&sport=padel`);
    expect(res.json()).toEqual({
      success: true,
      levels: { [people.ana.id]: { level: 3.5, reliability: 'autoevaluado' } },
    });
  });
});

describe('results', () => {
  async function everyoneAssessed() {
    await assess(people.ana, [2, 2, 3, 2, 1]); // 3.5
    await assess(people.bea, [2, 2, 3, 2, 1]); // 3.5
    await assess(people.carla, [2, 2, 2, 2, 1]); // 3.2
    await assess(people.dani, [2, 2, 2, 2, 2]); // 3.5
  }

  it('moves levels when the other side confirms, with the reason the member reads', async () => {
    await everyoneAssessed();
    const bookingId = await playedPadel([
      people.ana.id,
      people.bea.id,
      people.carla.id,
      people.dani.id,
    ]);
    const before = await call(people.ana, 'GET', `/api/results/booking/${bookingId}`);
    expect(before.json()).toMatchObject({ result: null, canEnter: true, canAnswer: false });
    const sets = [
      [6, 4],
      [6, 3],
    ];
    const entered = await call(people.ana, 'POST', `/api/results/booking/${bookingId}`, {
      partnerId: people.bea.id,
      sets,
    });
    expect(entered.statusCode).toBe(201);
    expect(entered.json().message).toBe(
      'Resultado registrado: falta que lo confirme un jugador del otro equipo',
    );
    const resultId = entered.json().result._id;
    const partner = await call(people.bea, 'POST', `/api/results/${resultId}/confirm`);
    expect(partner.statusCode).toBe(403);
    expect(partner.json().message).toBe(
      'Solo un jugador del otro equipo puede confirmar o discutir el resultado',
    );
    const seen = await call(people.carla, 'GET', `/api/results/booking/${bookingId}`);
    expect(seen.json()).toMatchObject({
      canEnter: false,
      canAnswer: true,
      result: { status: 'pending' },
    });
    const confirmed = await call(people.carla, 'POST', `/api/results/${resultId}/confirm`);
    expect(confirmed.json()).toMatchObject({
      message: 'Resultado confirmado: los niveles se han actualizado',
      result: { status: 'confirmed' },
    });
    const ana = await call(people.ana, 'GET', '/api/levels/me');
    // 3.5 + 3.5 against 3.2 + 3.5 (mean 3.35, shown as 3.4): +0.3 × (1 − 0.543) = +0.14.
    expect(ana.json().sports[0].level.level).toBe(3.64);
    expect(ana.json().sports[0].history[0].reason).toBe(
      '+0.14: victoria 6-4 6-3 contra nivel medio 3.4',
    );
    const carla = await call(people.carla, 'GET', '/api/levels/me');
    expect(carla.json().sports[0].history[0].reason).toBe(
      '-0.14: derrota 4-6 3-6 contra nivel medio 3.5',
    );
    const twice = await call(people.dani, 'POST', `/api/results/${resultId}/confirm`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este resultado ya no está pendiente');
  });

  it('refuses a result before the end, without levels, or twice', async () => {
    const ids = [people.ana.id, people.bea.id, people.carla.id, people.dani.id];
    const bookingId = await playedPadel(ids);
    const payload = {
      partnerId: people.bea.id,
      sets: [
        [6, 4],
        [6, 3],
      ],
    };
    const noLevels = await call(people.ana, 'POST', `/api/results/booking/${bookingId}`, payload);
    expect(noLevels.statusCode).toBe(409);
    expect(noLevels.json().message).toBe(
      'Todos los jugadores necesitan nivel para registrar el resultado',
    );
    await everyoneAssessed();
    const future = await insertBooking(t.database.db, {
      courtId: courts.padel2,
      userId: people.ana.id,
      date: '2026-11-21',
      startsAt: new Date(NOW.getTime() + 3_600_000),
    });
    await addPlayers(future, ids);
    const early = await call(people.ana, 'POST', `/api/results/booking/${future}`, payload);
    expect(early.json()).toEqual({
      success: false,
      message: 'El resultado se registra cuando termina el partido',
    });
    const tie = await call(people.ana, 'POST', `/api/results/booking/${bookingId}`, {
      ...payload,
      sets: [
        [6, 4],
        [4, 6],
      ],
    });
    expect(tie.json().message).toBe('El resultado debe tener un ganador');
    const noPartner = await call(people.ana, 'POST', `/api/results/booking/${bookingId}`, {
      sets: [[6, 4]],
    });
    expect(noPartner.json().message).toBe('Indica quién fue tu pareja');
    expect(
      (await call(people.ana, 'POST', `/api/results/booking/${bookingId}`, payload)).statusCode,
    ).toBe(201);
    const again = await call(people.carla, 'POST', `/api/results/booking/${bookingId}`, {
      partnerId: people.dani.id,
      sets: [[6, 0]],
    });
    expect(again.json()).toEqual({ success: false, message: 'Esta reserva ya tiene un resultado' });
    const stranger = await userWithSession(t.database.db, { email: 'x@x.es', role: 'user-adult' });
    const hidden = await call(stranger, 'GET', `/api/results/booking/${bookingId}`);
    expect(hidden.statusCode).toBe(404);
  });

  it('sends a disputed result to the admin, who confirms or rejects it (audited)', async () => {
    await everyoneAssessed();
    const bookingId = await playedPadel([
      people.ana.id,
      people.bea.id,
      people.carla.id,
      people.dani.id,
    ]);
    const payload = {
      partnerId: people.bea.id,
      sets: [
        [6, 4],
        [6, 3],
      ],
    };
    const entered = await call(people.ana, 'POST', `/api/results/booking/${bookingId}`, payload);
    const resultId = entered.json().result._id;
    const disputed = await call(people.dani, 'POST', `/api/results/${resultId}/dispute`, {
      reason: 'Fue 6-4 4-6 10-8',
    });
    expect(disputed.json()).toMatchObject({
      message: 'Resultado discutido: la administración lo revisará',
      result: { status: 'disputed', disputeReason: 'Fue 6-4 4-6 10-8' },
    });
    const list = await call(people.admin, 'GET', '/api/admin/results');
    expect(list.json().results.map((r: { _id: string }) => r._id)).toEqual([resultId]);
    const decided = await call(people.admin, 'POST', `/api/admin/results/${resultId}/decide`, {
      decision: 'reject',
      note: 'Que lo registren de nuevo',
    });
    expect(decided.json()).toMatchObject({
      message: 'Resultado anulado: los jugadores pueden registrarlo de nuevo',
      result: { status: 'rejected', decisionNote: 'Que lo registren de nuevo' },
    });
    const [audit] = await t.database.db.select().from(adminAuditLog);
    expect(audit).toMatchObject({ action: 'booking.result', entityId: bookingId });
    const levels = await t.database.db
      .select()
      .from(playerLevels)
      .where(eq(playerLevels.userId, people.ana.id));
    expect(levels[0]?.levelHundredths).toBe(350);
    const reentered = await call(people.carla, 'POST', `/api/results/booking/${bookingId}`, {
      partnerId: people.dani.id,
      sets: [
        [4, 6],
        [6, 4],
        [10, 8],
      ],
    });
    expect(reentered.statusCode).toBe(201);
  });
});

describe('replay', () => {
  it('gives the stored levels from the stored log after hand-set levels and many results', async () => {
    const ids = [people.ana.id, people.bea.id, people.carla.id, people.dani.id];
    for (const p of [people.ana, people.bea, people.carla, people.dani])
      await assess(p, [1, 2, 3, 2, 1]);
    const scores = [
      [[6, 4]],
      [
        [3, 6],
        [2, 6],
      ],
      [
        [7, 6],
        [6, 7],
        [6, 2],
      ],
      [[6, 0]],
      [
        [1, 6],
        [6, 3],
        [4, 6],
      ],
    ];
    for (const [i, sets] of scores.entries()) {
      if (i === 2) {
        await call(people.coach, 'PUT', `/api/levels/${people.carla.id}`, {
          sport: 'padel',
          level: 4.5,
          note: 'Sube',
        });
      }
      const order = i % 2 === 0 ? ids : [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
      const entrant = Object.values(people).find((p) => p.id === order[0])!;
      const other = Object.values(people).find((p) => p.id === order[2])!;
      const bookingId = await playedPadel(order);
      const res = await call(entrant, 'POST', `/api/results/booking/${bookingId}`, {
        partnerId: order[1],
        sets,
      });
      expect(res.statusCode).toBe(201);
      await call(other, 'POST', `/api/results/${res.json().result._id}/confirm`);
    }
    const stored = await t.database.db.select().from(playerLevels);
    const replayed = await replayStoredLevels(t.database.db);
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      expect(replayed.get(`padel:${row.userId}`)).toEqual({
        hundredths: row.levelHundredths,
        reliability: row.reliability,
        ratedMatches: row.ratedMatches,
      });
    }
    expect(stored.find((r) => r.userId === people.ana.id)?.reliability).toBe('por resultados');
  });
});
