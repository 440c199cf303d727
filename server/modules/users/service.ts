import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Subscription, User as ApiUser } from '@/api/users.ts';
import { RejectedFileError } from '../../adapters/files/index.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { isNonMemberRole, isUcaRole } from '@/domain/roles.ts';
import { isLanguage, type Language } from '@/i18n/languages.ts';
import { uploadUrl } from '../../services/uploads.ts';
import { EMAIL_TAKEN, EMAIL_TAKEN_CODE, assertPlausibleDob } from './rows.ts';

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
    language: isLanguage(row.language) ? row.language : null,
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
    language: user.language,
  });
}

/** Keeps the member's language; every instance's cached session and profile follow. */
export async function setLanguage(ctx: AppContext, userId: string, language: Language) {
  await ctx.db.update(users).set({ language }).where(eq(users.id, userId));
  await publishUserUpdated(ctx, userId);
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

/** A profile form checked and its pictures stored, ready to be written. */
export interface PreparedProfile {
  /** When the form was taken: the row's updatedAt. */
  now: Date;
  emailChanged: boolean;
  passwordChanged: boolean;
  /** Writes the row, in the caller's transaction. */
  write(tx: Tx): Promise<void>;
  /** After a refused write: the pictures stored for it are removed. */
  discard(): Promise<void>;
  /** After the commit: the replaced pictures, no longer referenced by anyone, are removed. */
  done(): Promise<void>;
}

/**
 * Checks the profile form and stores its images (their type read from the bytes), so that
 * nothing is written before everything is checked; a refused form leaves no files behind. The
 * account's side of a change (a new address to confirm, the other sessions of a new password) is
 * the auth module's, which writes the row with `write` in its own transaction.
 *
 * What the form can not do: change the role. `isUca` from a non-member with a university card
 * on file only records a request (ucaRequestedAt) for an admin; unticking it withdraws the
 * request.
 */
export async function prepareProfile(
  ctx: AppContext,
  current: UserRow,
  changes: ProfileChanges,
  images: ProfileImages,
): Promise<PreparedProfile> {
  const now = ctx.now();
  if (changes.dob !== undefined) assertPlausibleDob(ctx, changes.dob);
  const emailChanged = changes.email !== undefined && changes.email !== current.email;
  if (emailChanged) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, changes.email!))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN, EMAIL_TAKEN_CODE);
  }
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;

  const saved: Array<{ name: string; options?: { private: boolean } }> = [];
  const discard = async () => {
    await Promise.all(
      saved.map(({ name, options }) => ctx.files.remove(name, options).catch(() => {})),
    );
  };
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
      if (error instanceof RejectedFileError) throw badRequest(error.text);
      throw error;
    }
  };

  let image: string | undefined;
  let universityCard: string | undefined;
  try {
    image = await store(images.image);
    universityCard = await store(images.universityCard, { private: true });
  } catch (error) {
    await discard();
    throw error;
  }
  const hasCard = Boolean(universityCard ?? current.universityCard);
  let ucaRequestedAt: Date | null | undefined;
  if (changes.isUca === false) ucaRequestedAt = null;
  else if (changes.isUca === true && isNonMemberRole(current.role) && hasCard) {
    ucaRequestedAt = current.ucaRequestedAt ?? now;
  }

  return {
    now,
    emailChanged,
    passwordChanged: passwordHash !== undefined,
    async write(tx) {
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
    },
    discard,
    async done() {
      if (images.image && current.image) await ctx.files.remove(current.image).catch(() => {});
      if (images.universityCard && current.universityCard) {
        await ctx.files.remove(current.universityCard, { private: true }).catch(() => {});
      }
    },
  };
}
