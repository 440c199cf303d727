import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Subscription, User as ApiUser } from '@/api/users.ts';
import { RejectedFileError } from '../../adapters/files/index.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors.ts';
import { verificationMail } from '../auth/index.ts';
import { EMAIL_TAKEN, assertPlausibleDob } from '../auth/index.ts';
import { destroyOtherSessions } from '../auth/index.ts';
import { issueToken } from '../auth/index.ts';
import { isNonMemberRole, isUcaRole } from '@/domain/roles.ts';
import { uploadUrl } from '../../services/uploads.ts';

export type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** University cards are identity documents: served by a route that checks who asks. */
export function universityCardUrl(userId: string): string {
  return `/api/users/${userId}/university-card`;
}

/**
 * Moves every university card stored before cards were private out of the public uploads (the
 * start-up job; reading a card moves it too). Returns how many cards are on file.
 */
export async function privatizeUniversityCards(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ card: users.universityCard })
    .from(users)
    .where(isNotNull(users.universityCard));
  for (const { card } of rows) if (card) await ctx.files.readPrivate(card);
  return rows.length;
}

/** The stored name of a user's university card (null: none, or no such user). */
export async function universityCardOf(db: Queryable, userId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [row] = await db
    .select({ card: users.universityCard })
    .from(users)
    .where(eq(users.id, userId));
  return row?.card ?? null;
}

function toApiSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    type: row.type as Subscription['type'],
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
  };
}

/** The user exactly as spec section 3 has it; nothing else (no hashes, no timestamps) leaves. */
export function toApiUser(row: UserRow, subs: SubscriptionRow[]): ApiUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    dni: row.dni,
    dob: row.dob,
    league: row.league,
    role: row.role,
    image: uploadUrl(row.image),
    universityCard: row.universityCard ? universityCardUrl(row.id) : null,
    isUca: isUcaRole(row.role),
    subscriptions: subs.map(toApiSubscription),
  };
}

async function subscriptionsOf(db: Queryable, userIds: string[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.userId, userIds))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/** The API user for a row already loaded (e.g. the session user). */
export async function apiUserFromRow(db: Queryable, row: UserRow): Promise<ApiUser> {
  return toApiUser(row, await subscriptionsOf(db, [row.id]));
}

/** The user's whole row; null when there is no such user. */
export async function loadUserRow(db: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The API user by id, with its subscriptions; null when there is no such user. */
export async function loadApiUser(db: Queryable, userId: string): Promise<ApiUser | null> {
  const row = await loadUserRow(db, userId);
  return row ? apiUserFromRow(db, row) : null;
}

/**
 * Sends `userUpdated:{userId}` with the user's current state to that user's sockets, and drops
 * the user from every instance's session cache. Call it
 * after the change is committed (profile edit, role or subscription change), so the payload is
 * what the database now holds.
 */
export async function publishUserUpdated(ctx: AppContext, userId: string): Promise<void> {
  // Every instance's cached session user (role, name...) is stale from now on.
  ctx.realtime.forget('user', [userId]);
  const user = await loadApiUser(ctx.db, userId);
  if (!user) return;
  ctx.realtime.emitToUser(userId, `userUpdated:${userId}`, {
    id: user.id,
    email: user.email,
    name: user.name,
    dob: user.dob,
    role: user.role,
    league: user.league,
    image: user.image,
    universityCard: user.universityCard,
    dni: user.dni,
    subscriptions: user.subscriptions,
    // Not in the spec's payload list, but derived from role: sent so a merged user stays coherent.
    isUca: user.isUca,
  });
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  dob?: string;
  dni?: string;
  password?: string;
  isUca?: boolean;
}

export interface ProfileImages {
  image?: Buffer;
  universityCard?: Buffer;
}

/**
 * Applies the profile form. Everything is checked before anything is written; the images are
 * stored first (their type read from the bytes) and removed again if the database refuses the
 * change, so a refused form leaves neither rows nor files behind.
 *
 * What the form can not do: change the role. `isUca` from a non-member with a university card
 * on file only records a request (ucaRequestedAt) for an admin; unticking it withdraws the
 * request. A changed e-mail must be confirmed again (a mail goes to the new address) before the
 * next login; a new password ends the account's other sessions.
 */
export async function updateProfile(
  ctx: AppContext,
  current: UserRow,
  changes: ProfileChanges,
  images: ProfileImages,
  options: { sessionToken?: string; log: FastifyBaseLogger },
): Promise<ApiUser> {
  const now = ctx.now();
  if (changes.dob !== undefined) assertPlausibleDob(ctx, changes.dob);
  const emailChanged = changes.email !== undefined && changes.email !== current.email;
  if (emailChanged) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, changes.email!))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN);
  }
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;

  const saved: Array<{ name: string; options?: { private: boolean } }> = [];
  const store = async (
    bytes: Buffer | undefined,
    options?: { private: boolean },
  ): Promise<string | undefined> => {
    if (!bytes) return undefined;
    try {
      const name = await ctx.files.saveImage(bytes, options);
      saved.push({ name, options });
      return name;
    } catch (error) {
      if (error instanceof RejectedFileError) throw badRequest(error.message);
      throw error;
    }
  };

  let verifyToken: string | undefined;
  try {
    const image = await store(images.image);
    const universityCard = await store(images.universityCard, { private: true });
    const hasCard = Boolean(universityCard ?? current.universityCard);
    let ucaRequestedAt: Date | null | undefined;
    if (changes.isUca === false) ucaRequestedAt = null;
    else if (changes.isUca === true && isNonMemberRole(current.role) && hasCard) {
      ucaRequestedAt = current.ucaRequestedAt ?? now;
    }

    const endedSessions = await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: changes.name,
          email: changes.email,
          dob: changes.dob,
          dni: changes.dni,
          passwordHash,
          image,
          universityCard,
          ucaRequestedAt,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, current.id));
      if (emailChanged) verifyToken = await issueToken(tx, current.id, 'verify', now);
      return passwordHash ? destroyOtherSessions(tx, current.id, options.sessionToken) : [];
    });
    ctx.realtime.endSessions(endedSessions);
  } catch (error) {
    await Promise.all(
      saved.map(({ name, options }) => ctx.files.remove(name, options).catch(() => {})),
    );
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }

  // The replaced pictures are no longer referenced by anyone.
  if (images.image && current.image) await ctx.files.remove(current.image).catch(() => {});
  if (images.universityCard && current.universityCard) {
    await ctx.files.remove(current.universityCard, { private: true }).catch(() => {});
  }

  if (verifyToken) {
    const name = changes.name ?? current.name;
    try {
      await ctx.mailer.send(verificationMail(ctx.config, changes.email!, name, verifyToken));
    } catch (error) {
      // The person is still signed in and can ask for a new link from the resend page.
      options.log.error({ err: error }, 'verification mail after e-mail change failed');
    }
  }

  await publishUserUpdated(ctx, current.id);
  const updated = await loadApiUser(ctx.db, current.id);
  if (!updated) throw new Error('user vanished during profile update');
  return updated;
}
