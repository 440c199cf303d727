/**
 * The players of a booking (spec section 5 'Add player'): at most 4 in all, booker included; a
 * member named once and existing; a non-member with a name or an e-mail. The server checks a new
 * booking's players with it, and the detail page's 'Añadir Jugador' will too.
 */

export const MAX_PLAYERS = 4;

export const PLAYER_MESSAGES = {
  tooManyPlayers: `No se pueden añadir más de ${MAX_PLAYERS} jugadores.`,
  duplicateMember: 'Un jugador aparece dos veces en la reserva.',
  invalidMember: 'Selecciona un socio válido.',
  guestIdentity: 'Proporciona al menos un nombre o un email válido para el jugador no socio.',
} as const;

export type PlayerRuleCode = keyof typeof PLAYER_MESSAGES;

/** A player as a request names one (the booker is not among them). */
export interface PlayerRequest {
  isMember: boolean;
  memberId?: string | null;
  nonMemberName?: string | null;
  nonMemberEmail?: string | null;
}

export interface GuestPlayer {
  name: string | null;
  email: string | null;
}

export type PlayersCheck<M> =
  | { ok: true; members: M[]; guests: GuestPlayer[] }
  | { ok: false; code: PlayerRuleCode; message: string };

/** The member ids a request names besides the booker's own: what the caller looks up. */
export function requestedMemberIds(players: readonly PlayerRequest[], bookerId: string): string[] {
  return players
    .filter((p) => p.isMember && p.memberId && p.memberId !== bookerId)
    .map((p) => p.memberId!);
}

/**
 * Checks the players of a request against the members the caller found for
 * `requestedMemberIds(...)`; `alreadyIn` counts the players the booking holds already (the booker
 * at least). On success, the members in request order and the trimmed guests.
 */
export function checkPlayers<M extends { id: string }>(input: {
  bookerId: string;
  players: readonly PlayerRequest[];
  found: readonly M[];
  alreadyIn: number;
}): PlayersCheck<M> {
  const fail = (code: PlayerRuleCode): PlayersCheck<M> => ({
    ok: false,
    code,
    message: PLAYER_MESSAGES[code],
  });
  const ids = requestedMemberIds(input.players, input.bookerId);
  if (new Set(ids).size !== ids.length) return fail('duplicateMember');
  const guests = input.players.filter((p) => !p.isMember);
  if (input.alreadyIn + ids.length + guests.length > MAX_PLAYERS) return fail('tooManyPlayers');
  const members = ids.map((id) => input.found.find((m) => m.id === id));
  if (members.some((m) => !m)) return fail('invalidMember');
  const named = guests.map((g) => ({
    name: g.nonMemberName?.trim() || null,
    email: g.nonMemberEmail?.trim() || null,
  }));
  if (named.some((g) => !g.name && !g.email)) return fail('guestIdentity');
  return { ok: true, members: members as M[], guests: named };
}
