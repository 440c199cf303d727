import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import {
  MAX_PLAYERS,
  ageOn,
  checkPlayers,
  requestedMemberIds,
  type PlayerContext,
} from './players.ts';

const ana = { id: 'u-ana', name: 'Ana' };
const luis = { id: 'u-luis', name: 'Luis' };

describe('checkPlayers', () => {
  it('asks to look up the members other than the booker', () => {
    const players = [
      { isMember: true, memberId: 'u-booker' },
      { isMember: true, memberId: ana.id },
      { isMember: false, nonMemberName: 'Invitado' },
    ];
    expect(requestedMemberIds(players, 'u-booker')).toEqual([ana.id]);
  });

  it('gives the members in request order and the trimmed guests', () => {
    const result = checkPlayers({
      bookerId: 'u-booker',
      players: [
        { isMember: true, memberId: luis.id },
        { isMember: false, nonMemberName: '  Pepe ', nonMemberEmail: ' ' },
        { isMember: true, memberId: ana.id },
      ],
      found: [ana, luis],
      alreadyIn: 1,
    });
    expect(result).toEqual({
      ok: true,
      members: [luis, ana],
      guests: [
        { name: 'Pepe', email: null, usedInvitation: false, isUca: false, familyRelation: null },
      ],
      familyOf: new Map(),
    });
  });

  it('refuses each broken rule with the spec message', () => {
    const base = { bookerId: 'u-booker', found: [ana], alreadyIn: 1 };
    const twice = [
      { isMember: true, memberId: ana.id },
      { isMember: true, memberId: ana.id },
    ];
    expect(inSpanish(checkPlayers({ ...base, players: twice }))).toMatchObject({
      ok: false,
      message: 'Un jugador aparece dos veces en la reserva.',
    });
    expect(
      inSpanish(checkPlayers({ ...base, players: [{ isMember: true, memberId: 'u-nobody' }] })),
    ).toMatchObject({ ok: false, message: 'Selecciona un socio válido.' });
    expect(
      inSpanish(checkPlayers({ ...base, players: [{ isMember: false, nonMemberName: ' ' }] })),
    ).toMatchObject({
      ok: false,
      message: 'Proporciona al menos un nombre o un email válido para el jugador no socio.',
    });
    const full = Array.from({ length: MAX_PLAYERS }, () => ({
      isMember: false,
      nonMemberEmail: 'a@b.es',
    }));
    expect(inSpanish(checkPlayers({ ...base, players: full }))).toMatchObject({
      ok: false,
      message: 'No se pueden añadir más de 4 jugadores.',
    });
  });
});

const context: PlayerContext = {
  bookerRole: 'user-adult',
  bookerIsMember: true,
  courtType: 'tennis',
  invitationsUsed: 0,
  today: '2026-11-23',
};
const kid = { id: 'u-kid', name: 'Kid', dob: '2002-11-24' };

describe('family option', () => {
  const base = { bookerId: 'u-booker', found: [ana, kid], alreadyIn: 1, context };

  it('accepts a spouse by name and a member child under 25, and records the relation', () => {
    const result = checkPlayers({
      ...base,
      players: [
        { isMember: false, nonMemberName: 'Marta', isFamily: true, familyRelation: 'spouse' },
        { isMember: true, memberId: kid.id, isFamily: true, familyRelation: 'child' },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.familyOf.get(kid.id)).toBe('child');
    expect(result.guests[0]).toMatchObject({ name: 'Marta', familyRelation: 'spouse' });
  });

  it('needs the relation, a child under 25 (the day before the 25th birthday still is)', () => {
    const msg = 'Por favor añade la relación familiar.';
    const one = (p: object) =>
      checkPlayers({
        ...base,
        players: [{ isMember: false, nonMemberName: 'X', isFamily: true, ...p }],
      });
    expect(inSpanish(one({}))).toMatchObject({ ok: false, message: msg });
    expect(inSpanish(one({ familyRelation: 'child', familyDob: '2001-11-23' }))).toMatchObject({
      ok: false,
      message: msg,
    });
    expect(inSpanish(one({ familyRelation: 'child' }))).toMatchObject({ ok: false, message: msg });
    expect(one({ familyRelation: 'child', familyDob: '2001-11-24' }).ok).toBe(true);
    expect(ageOn('2001-11-24', '2026-11-23')).toBe(24);
  });

  it('needs a name or a member, and a booker role the spec names', () => {
    expect(
      inSpanish(
        checkPlayers({
          ...base,
          players: [{ isMember: false, isFamily: true, familyRelation: 'spouse' }],
        }),
      ),
    ).toMatchObject({ ok: false, message: 'Proporciona al menos el nombre de tu familiar.' });
    const youth = { ...context, bookerRole: 'user-youth' };
    expect(
      checkPlayers({
        ...base,
        context: youth,
        players: [
          { isMember: false, nonMemberName: 'M', isFamily: true, familyRelation: 'spouse' },
        ],
      }),
    ).toMatchObject({ ok: false, code: 'familyNotAllowed' });
  });
});

describe('invitation option', () => {
  const guest = { isMember: false, nonMemberName: 'Invitada', usedInvitation: true };
  const base = { bookerId: 'u-booker', found: [ana], alreadyIn: 1, players: [guest], context };

  it('is allowed on tennis for a member with fewer than 2 players and 2 used', () => {
    const result = checkPlayers(base);
    expect(result.ok && result.guests[0]!.usedInvitation).toBe(true);
  });

  it('refuses every other case with its message', () => {
    expect(
      inSpanish(checkPlayers({ ...base, context: { ...context, courtType: 'padel' } })),
    ).toMatchObject({
      message: 'Las invitaciones solo son válidas en pistas de tenis.',
    });
    expect(
      inSpanish(checkPlayers({ ...base, context: { ...context, bookerIsMember: false } })),
    ).toMatchObject({
      message: 'Solo los socios pueden invitar a un jugador.',
    });
    expect(inSpanish(checkPlayers({ ...base, alreadyIn: 2 }))).toMatchObject({
      message: 'Solo se puede invitar cuando la reserva tiene menos de 2 jugadores.',
    });
    expect(
      inSpanish(checkPlayers({ ...base, context: { ...context, invitationsUsed: 2 } })),
    ).toMatchObject({
      message: 'Ya has usado tus 2 invitaciones.',
    });
    expect(
      inSpanish(checkPlayers({ ...base, players: [{ ...guest, isUca: true }] })),
    ).toMatchObject({
      message: 'Una invitación no puede marcarse también como UCA.',
    });
    expect(checkPlayers({ ...base, context: undefined })).toMatchObject({ ok: false });
  });
});
