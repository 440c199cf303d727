/**
 * A booking's players on the server: the request's players checked by the domain's
 * checkPlayers against the members the database holds, and the rows to write.
 */
import { shareAmounts } from '@/domain/booking-payments.ts';
import type { PaymentStatus } from '@/domain/payment-status.ts';
import {
  checkPlayers,
  requestedMemberIds,
  type GuestPlayer,
  type PlayerRequest,
} from '@/domain/players.ts';
import { isMemberRole, isUcaRole } from '@/domain/roles.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { NewPlayer } from '../core/write.ts';
import type { PersonRow } from './create-statements.ts';

export interface ResolvedPlayers {
  members: PersonRow[];
  guests: GuestPlayer[];
}

/**
 * The request's other players against the members read (`found`): members by id (never the
 * booker twice), guests by name or e-mail; 400 with the rule's message otherwise.
 */
export function resolvePlayers(
  bookerId: string,
  players: readonly PlayerRequest[],
  found: readonly PersonRow[],
): ResolvedPlayers {
  const check = checkPlayers({ bookerId, players, found, alreadyIn: 1 });
  if (!check.ok) throw badRequest(check.message);
  return { members: check.members, guests: check.guests };
}

/** The member ids to read for a request (each once). */
export function playerIdsToRead(players: readonly PlayerRequest[], bookerId: string): string[] {
  return [...new Set(requestedMemberIds(players, bookerId))];
}

/**
 * The players' rows: the booker first, then the members, then the guests. Each owes their share
 * of the price (shareAmounts: equal parts, odd cents to the booker first), except that a guest
 * who paid by card paid the whole court.
 */
export function newPlayerRows(
  booker: PersonRow,
  { members, guests }: ResolvedPlayers,
  money: { paid: boolean; totalCents: number },
): NewPlayer[] {
  const status: PaymentStatus = money.paid ? 'P' : 'C';
  const count = 1 + members.length + guests.length;
  const { amounts } = shareAmounts(
    money.totalCents,
    Array.from({ length: count }, () => ({ usedInvitation: false })),
  );
  const people = [
    { user: booker, isMember: isMemberRole(booker.role), paid: money.paid },
    ...members.map((user) => ({ user, isMember: true, paid: false })),
  ];
  const none = { usedInvitation: false, paymentLinkUrl: null, familyRelation: null };
  return [
    ...people.map((p, i) => ({
      ...none,
      position: i,
      userId: p.user.id,
      isMember: p.isMember,
      nonMemberName: null,
      nonMemberEmail: null,
      isUca: isUcaRole(p.user.role),
      amountCents: p.paid ? money.totalCents : amounts[i]!,
      amountPaidCents: p.paid ? money.totalCents : 0,
      paymentStatus: (p.paid ? 'P' : 'C') as PaymentStatus,
    })),
    ...guests.map((g, i) => ({
      ...none,
      position: people.length + i,
      userId: null,
      isMember: false,
      nonMemberName: g.name,
      nonMemberEmail: g.email,
      isUca: false,
      amountCents: money.paid ? 0 : amounts[people.length + i]!,
      amountPaidCents: 0,
      paymentStatus: status,
    })),
  ];
}
