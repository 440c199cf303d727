/**
 * A booking's players on the server: the request's players checked by the domain's
 * checkPlayers against the members the database holds, and their rows written.
 */
import { inArray } from 'drizzle-orm';
import { shareAmounts } from '@/domain/booking-payments.ts';
import type { PaymentStatus } from '@/domain/payment-status.ts';
import {
  checkPlayers,
  requestedMemberIds,
  type GuestPlayer,
  type PlayerRequest,
} from '@/domain/players.ts';
import { isMemberRole, isUcaRole } from '@/domain/roles.ts';
import type { Tx } from '../../db/client.ts';
import { bookingPlayers, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;

export interface ResolvedPlayers {
  members: UserRow[];
  guests: GuestPlayer[];
}

/** The request's other players: members by id (never the booker twice), guests by name or e-mail. */
export async function resolvePlayers(
  tx: Tx,
  booker: UserRow,
  players: readonly PlayerRequest[],
): Promise<ResolvedPlayers> {
  const ids = [...new Set(requestedMemberIds(players, booker.id))];
  const found = ids.length ? await tx.select().from(users).where(inArray(users.id, ids)) : [];
  const check = checkPlayers({ bookerId: booker.id, players, found, alreadyIn: 1 });
  if (!check.ok) throw badRequest(check.message);
  return { members: check.members, guests: check.guests };
}

/**
 * Writes the players: the booker first, then the members, then the guests. Each owes their share
 * of the price (shareAmounts: equal parts, odd cents to the booker first), except that a guest
 * who paid by card paid the whole court.
 */
export async function insertPlayers(
  tx: Tx,
  bookingId: string,
  booker: UserRow,
  { members, guests }: ResolvedPlayers,
  money: { paid: boolean; totalCents: number },
): Promise<void> {
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
  await tx.insert(bookingPlayers).values([
    ...people.map((p, i) => ({
      bookingId,
      position: i,
      userId: p.user.id,
      isMember: p.isMember,
      isUca: isUcaRole(p.user.role),
      amountCents: p.paid ? money.totalCents : amounts[i]!,
      amountPaidCents: p.paid ? money.totalCents : 0,
      paymentStatus: (p.paid ? 'P' : 'C') as PaymentStatus,
    })),
    ...guests.map((g, i) => ({
      bookingId,
      position: people.length + i,
      userId: null,
      isMember: false,
      nonMemberName: g.name,
      nonMemberEmail: g.email,
      amountCents: money.paid ? 0 : amounts[people.length + i]!,
      paymentStatus: status,
    })),
  ]);
}
