import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS, checkPlayers, requestedMemberIds } from './players.ts';

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
      guests: [{ name: 'Pepe', email: null }],
    });
  });

  it('refuses each broken rule with the spec message', () => {
    const base = { bookerId: 'u-booker', found: [ana], alreadyIn: 1 };
    const twice = [
      { isMember: true, memberId: ana.id },
      { isMember: true, memberId: ana.id },
    ];
    expect(checkPlayers({ ...base, players: twice })).toMatchObject({
      ok: false,
      message: 'Un jugador aparece dos veces en la reserva.',
    });
    expect(
      checkPlayers({ ...base, players: [{ isMember: true, memberId: 'u-nobody' }] }),
    ).toMatchObject({ ok: false, message: 'Selecciona un socio válido.' });
    expect(
      checkPlayers({ ...base, players: [{ isMember: false, nonMemberName: ' ' }] }),
    ).toMatchObject({
      ok: false,
      message: 'Proporciona al menos un nombre o un email válido para el jugador no socio.',
    });
    const full = Array.from({ length: MAX_PLAYERS }, () => ({
      isMember: false,
      nonMemberEmail: 'a@b.es',
    }));
    expect(checkPlayers({ ...base, players: full })).toMatchObject({
      ok: false,
      message: 'No se pueden añadir más de 4 jugadores.',
    });
  });
});
