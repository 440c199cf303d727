/**
 * The players of a booking (spec section 5 'Add player' and 'Invitation option'): at most 4 in
 * all, booker included; a member named once and existing; a non-member with a name or an e-mail;
 * the family option (spouse, or a child under 25) only for the roles spec section 6 names; an
 * invitation only on tennis, by a member, while the booking has fewer than 2 players and the
 * booker has used fewer than 2, never together with the UCA flag. The server checks a new
 * booking's players and the detail page's 'Añadir Jugador' with it; the PWA runs it before sending.
 */
import { msg, type Message } from '@/i18n/message.ts';

export const MAX_PLAYERS = 4;
export const MAX_INVITATIONS = 2;
/** The invitation's discount on the invited player's share, in cents. */
export const INVITATION_DISCOUNT_CENTS = 500;
/** A child counts as family while younger than this. */
export const FAMILY_CHILD_MAX_AGE = 25;
export const FAMILY_RELATIONS = ['spouse', 'child'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
/** Spec section 6: 'Familiar' player option only for these booker roles. */
export const FAMILY_ROLES: readonly string[] = ['admin', 'user-adult', 'user-padel', 'vip'];

export const PLAYER_MESSAGES = {
  tooManyPlayers: msg('rules.playerTooManyPlayers', { max: MAX_PLAYERS }),
  duplicateMember: msg('rules.playerDuplicateMember'),
  invalidMember: msg('rules.playerInvalidMember'),
  guestIdentity: msg('rules.playerGuestIdentity'),
  familyRelation: msg('rules.playerFamilyRelation'),
  familyName: msg('rules.playerFamilyName'),
  familyNotAllowed: msg('rules.playerFamilyNotAllowed'),
  invitationTennisOnly: msg('rules.playerInvitationTennisOnly'),
  invitationMemberOnly: msg('rules.playerInvitationMemberOnly'),
  invitationPlayers: msg('rules.playerInvitationPlayers'),
  invitationsUsed: msg('rules.playerInvitationsUsed', { max: MAX_INVITATIONS }),
  invitationUca: msg('rules.playerInvitationUca'),
  invitationGuestOnly: msg('rules.playerInvitationGuestOnly'),
} as const;

export type PlayerRuleCode = keyof typeof PLAYER_MESSAGES;

/** A player as a request names one (the booker is not among them). */
export interface PlayerRequest {
  isMember: boolean;
  memberId?: string | null;
  nonMemberName?: string | null;
  nonMemberEmail?: string | null;
  /** The booker invites this non-member (5 € off their share). */
  usedInvitation?: boolean;
  /** A university (UCA) player. */
  isUca?: boolean;
  /** The 'Familiar' option: the relation, and for a child not in the club, the date of birth. */
  isFamily?: boolean;
  familyRelation?: FamilyRelation | null;
  /** YYYY-MM-DD; a child's age is read from the member's dob when the child is a member. */
  familyDob?: string | null;
}

export interface GuestPlayer {
  name: string | null;
  email: string | null;
  usedInvitation: boolean;
  isUca: boolean;
  familyRelation: FamilyRelation | null;
}

/** What the family and invitation rules need; without it a request may use neither option. */
export interface PlayerContext {
  bookerRole: string;
  bookerIsMember: boolean;
  courtType: string;
  /** Invitations the booker has used in active bookings. */
  invitationsUsed: number;
  /** Club-local date today, YYYY-MM-DD (a child's age). */
  today: string;
}

export type PlayersCheck<M> =
  | { ok: true; members: M[]; guests: GuestPlayer[]; familyOf: Map<string, FamilyRelation> }
  | { ok: false; code: PlayerRuleCode; message: Message };

/** The member ids a request names besides the booker's own: what the caller looks up. */
export function requestedMemberIds(players: readonly PlayerRequest[], bookerId: string): string[] {
  return players
    .filter((p) => p.isMember && p.memberId && p.memberId !== bookerId)
    .map((p) => p.memberId!);
}

/** Whole years between a YYYY-MM-DD birth date and `today`; null for a bad date. */
export function ageOn(dob: string | null | undefined, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  const t = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!m || !t) return null;
  const [by, bm, bd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

type Fail = { ok: false; code: PlayerRuleCode; message: Message };
const fail = (code: PlayerRuleCode): Fail => ({ ok: false, code, message: PLAYER_MESSAGES[code] });

/** The family rule for one entry; `memberDob` when the relative is a member of the club. */
function familyViolation(
  p: PlayerRequest,
  ctx: PlayerContext | undefined,
  memberDob: string | null | undefined,
): Fail | null {
  if (!ctx || !FAMILY_ROLES.includes(ctx.bookerRole)) return fail('familyNotAllowed');
  const named = p.isMember ? !!p.memberId : !!p.nonMemberName?.trim();
  if (!named) return fail('familyName');
  if (p.familyRelation === 'spouse') return null;
  if (p.familyRelation !== 'child') return fail('familyRelation');
  const age = ageOn(memberDob ?? p.familyDob, ctx.today);
  return age !== null && age < FAMILY_CHILD_MAX_AGE ? null : fail('familyRelation');
}

function invitationViolation(
  p: PlayerRequest,
  ctx: PlayerContext | undefined,
  alreadyIn: number,
  invitedHere: number,
): Fail | null {
  if (p.isMember) return fail('invitationGuestOnly');
  if (p.isUca) return fail('invitationUca');
  if (!ctx || ctx.courtType !== 'tennis') return fail('invitationTennisOnly');
  if (!ctx.bookerIsMember) return fail('invitationMemberOnly');
  if (alreadyIn >= 2) return fail('invitationPlayers');
  if (ctx.invitationsUsed + invitedHere >= MAX_INVITATIONS) return fail('invitationsUsed');
  return null;
}

/**
 * Checks the players of a request against the members the caller found for
 * `requestedMemberIds(...)`; `alreadyIn` counts the players the booking holds already (the booker
 * at least); `context` enables the family and invitation options. On success, the members in
 * request order, the trimmed guests, and the family relation of each member who is family.
 */
export function checkPlayers<M extends { id: string; dob?: string | null }>(input: {
  bookerId: string;
  players: readonly PlayerRequest[];
  found: readonly M[];
  alreadyIn: number;
  context?: PlayerContext;
}): PlayersCheck<M> {
  if (input.players.some((p) => p.isMember && !p.memberId)) return fail('invalidMember');
  const ids = requestedMemberIds(input.players, input.bookerId);
  if (new Set(ids).size !== ids.length) return fail('duplicateMember');
  const guests = input.players.filter((p) => !p.isMember);
  if (input.alreadyIn + ids.length + guests.length > MAX_PLAYERS) return fail('tooManyPlayers');
  const familyOf = new Map<string, FamilyRelation>();
  let invited = 0;
  for (const p of input.players) {
    const member = p.memberId ? input.found.find((m) => m.id === p.memberId) : undefined;
    if (p.isFamily) {
      const refused = familyViolation(p, input.context, member?.dob);
      if (refused) return refused;
      if (member) familyOf.set(member.id, p.familyRelation!);
    }
    if (p.usedInvitation) {
      const refused = invitationViolation(p, input.context, input.alreadyIn, invited);
      if (refused) return refused;
      invited += 1;
    }
  }
  const members = ids.map((id) => input.found.find((m) => m.id === id));
  if (members.some((m) => !m)) return fail('invalidMember');
  const named: GuestPlayer[] = guests.map((g) => ({
    name: g.nonMemberName?.trim() || null,
    email: g.nonMemberEmail?.trim() || null,
    usedInvitation: !!g.usedInvitation,
    isUca: !!g.isUca,
    familyRelation: g.isFamily ? (g.familyRelation ?? null) : null,
  }));
  if (named.some((g) => !g.name && !g.email)) return fail('guestIdentity');
  return { ok: true, members: members as M[], guests: named, familyOf };
}
