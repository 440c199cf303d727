/**
 * PUT /users/booking/{id} {players}: the booking's player list as it should be. An entry keeps an
 * existing player when it carries that player's `index` or, as the spec's contract sends players
 * (`memberId`, `isMember`, no index), names a member already in the booking or the same guest by
 * name and e-mail; other entries are added (checked by the domain's checkPlayers with the family
 * and invitation options); players left out are removed.
 * Only the booker (or an admin), while nothing is paid and never in a league match. The shares
 * are split again from the booking's price and the total follows (invitations take 5 € off).
 */
import { eq, inArray } from 'drizzle-orm';
import type { UpdatePlayerInput } from '@/api/booking-detail.ts';
import { bookingUpdatedEvent, type Booking, type BookingUpdatedPayload } from '@/api/bookings.ts';
import { canChangePlayers, canRemovePlayer, shareAmounts } from '@/domain/booking-payments.ts';
import { clubDate } from '@/domain/club-time.ts';
import { checkPlayers, requestedMemberIds, type PlayerRequest } from '@/domain/players.ts';
import { isMemberRole, isUcaRole } from '@/domain/roles.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { bookings, users } from '../../../db/schema/index.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { stored } from '../../../stored-text.ts';
import {
  detailOf,
  lockVisibleBooking,
  playerLabel,
  type LockedBooking,
  type PlayerRow,
} from '../core/lock.ts';
import { refuseUnless } from '../core/refusals.ts';
import { replacePlayers, writeStatus, type PlayerInsert } from '../core/players.ts';
import { publishBookingById } from '../core/events.ts';
import { HISTORY, recordHistory, type HistoryEntry } from '../core/history.ts';
import { invitationsUsedBy } from './invitations.ts';

type NewRow = PlayerInsert;

export async function updatePlayers(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
  players: UpdatePlayerInput[],
): Promise<Booking> {
  const removedMembers = await ctx.db.transaction(async (tx) => {
    const locked = await lockVisibleBooking(tx, actor, bookingId);
    refuseUnless(canChangePlayers(detailOf(locked), actor));
    const { kept, added } = matchPlayers(locked, actor, players);
    const rows = await newPlayerRows(ctx, tx, locked, kept.length, added);
    const history = await rewritePlayers(tx, locked, kept, rows);
    await writeStatus(tx, bookingId, ctx.now());
    if (history.length) await recordHistory(tx, bookingId, actor.id, ctx.now(), history);
    return locked.players.filter((p) => !kept.includes(p) && p.userId).map((p) => p.userId!);
  });
  const booking = (await publishBookingById(ctx, bookingId, 'updated'))!;
  // A member taken off the booking no longer sees it: told so, without its contents.
  const gone: BookingUpdatedPayload = { bookingId, booking: null, action: 'updated' };
  for (const userId of removedMembers) {
    ctx.realtime.emitToUser(userId, bookingUpdatedEvent(bookingId), gone);
  }
  return booking;
}

/** Whether an entry without `index` names this existing player. */
function namesPlayer(p: PlayerRow, entry: UpdatePlayerInput): boolean {
  if (entry.isMember) return !!p.userId && p.userId === entry.memberId;
  const text = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
  return (
    !p.userId &&
    text(p.nonMemberName) === text(entry.nonMemberName) &&
    text(p.nonMemberEmail) === text(entry.nonMemberEmail)
  );
}

/**
 * The existing players the request keeps (each matched once) and the entries that are new
 * players; refuses an unknown `index` and removing a player the rules keep.
 */
function matchPlayers(
  locked: LockedBooking,
  actor: SessionUser,
  players: UpdatePlayerInput[],
): { kept: PlayerRow[]; added: PlayerRequest[] } {
  const keep = new Set<PlayerRow>();
  const added: PlayerRequest[] = [];
  for (const entry of players) {
    const existing =
      entry.index === undefined
        ? locked.players.find((p) => !keep.has(p) && namesPlayer(p, entry))
        : locked.players.find((p) => p.position === entry.index);
    if (entry.index !== undefined && !existing) throw badRequest(msg('errors.invalidPlayer'));
    if (existing) keep.add(existing);
    else added.push(entry as PlayerRequest);
  }
  locked.players.forEach((p, i) => {
    if (!keep.has(p)) refuseUnless(canRemovePlayer(detailOf(locked), actor, i));
  });
  return { kept: locked.players.filter((p) => keep.has(p)), added };
}

async function newPlayerRows(
  ctx: AppContext,
  tx: Tx,
  locked: LockedBooking,
  alreadyIn: number,
  added: PlayerRequest[],
): Promise<Omit<NewRow, 'position' | 'bookingId'>[]> {
  const bookerId = locked.row.userId;
  const present = new Set(locked.players.map((p) => p.userId).filter(Boolean));
  const ids = [...new Set(requestedMemberIds(added, bookerId))];
  if (ids.some((id) => present.has(id))) throw badRequest(msg('errors.playerTwice'));
  const found = ids.length ? await tx.select().from(users).where(inArray(users.id, ids)) : [];
  const [booker] = await tx.select().from(users).where(eq(users.id, bookerId));
  const check = checkPlayers({
    bookerId,
    players: added.filter((p) => !(p.isMember && p.memberId === bookerId)),
    found: found.filter((u) => isMemberRole(u.role)),
    alreadyIn,
    context: {
      bookerRole: booker!.role,
      bookerIsMember: isMemberRole(booker!.role),
      courtType: locked.court.type,
      invitationsUsed: await invitationsUsedBy(tx, bookerId),
      today: clubDate(ctx.now(), ctx.config.club.timezone),
    },
  });
  if (!check.ok) throw badRequest(check.message, check.code);
  return [
    ...check.members.map((u) => ({
      userId: u.id,
      isMember: true,
      isUca: isUcaRole(u.role),
      familyRelation: check.familyOf.get(u.id) ?? null,
    })),
    ...check.guests.map((g) => ({
      userId: null,
      isMember: false,
      nonMemberName: g.name,
      nonMemberEmail: g.email,
      usedInvitation: g.usedInvitation,
      isUca: g.isUca,
      familyRelation: g.familyRelation,
    })),
  ];
}

/**
 * Writes the list again, numbered from 0 (the booker first, as created), with the shares split
 * from the booking's price; the history names who came and went.
 */
async function rewritePlayers(
  tx: Tx,
  locked: LockedBooking,
  kept: PlayerRow[],
  added: Omit<NewRow, 'position' | 'bookingId'>[],
): Promise<HistoryEntry[]> {
  const bookingId = locked.row.id;
  const removed = locked.players.filter((p) => !kept.includes(p));
  const list = [...kept.map(({ bookingId: _b, position: _p, ...rest }) => rest), ...added];
  const price = locked.row.priceCents ?? locked.row.totalCents;
  const { amounts, totalCents } = shareAmounts(
    price,
    list.map((p) => ({ usedInvitation: !!p.usedInvitation })),
  );
  await replacePlayers(
    tx,
    bookingId,
    list.map((p, i) => ({
      ...p,
      position: i,
      amountCents: amounts[i]!,
      amountPaidCents: 0,
      paymentStatus: 'C' as const,
      paidBy: null,
    })),
  );
  await tx
    .update(bookings)
    .set({ totalCents, priceCents: price })
    .where(eq(bookings.id, bookingId));
  const names = await memberNames(
    tx,
    [...removed, ...added].map((p) => p.userId ?? null),
  );
  const label = (p: {
    userId?: string | null;
    nonMemberName?: string | null;
    nonMemberEmail?: string | null;
  }) =>
    playerLabel(
      { nonMemberName: p.nonMemberName ?? null, nonMemberEmail: p.nonMemberEmail ?? null },
      p.userId ? names.get(p.userId) : null,
    );
  const named = (p: Parameters<typeof label>[0]) =>
    stored('bookings.historyPlayer', { name: label(p) });
  return [
    ...removed.map((p) => ({ action: HISTORY.playerRemoved, details: named(p) })),
    ...added.map((p) => {
      if (p.usedInvitation) {
        const details = stored('bookings.historyInvitedGuest', { name: label(p) });
        return { action: HISTORY.invitation, details };
      }
      if (!p.isMember) return { action: HISTORY.guestInvited, details: named(p) };
      return { action: HISTORY.playerAdded, details: named(p) };
    }),
  ];
}

async function memberNames(tx: Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => !!id);
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
