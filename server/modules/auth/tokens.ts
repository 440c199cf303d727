import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';

export type TokenKind = 'verify' | 'reset';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify: 48 * 3_600_000,
  reset: 3_600_000,
};

/** A new 256-bit token; only its hash is stored. Returns the token to mail. */
export async function issueToken(
  db: Queryable,
  userId: string,
  kind: TokenKind,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

function usable(kind: TokenKind, token: string, now: Date) {
  return and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.kind, kind),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
}

/** The owner of a usable token of that kind, or null. */
type TokenUse = (
  db: Queryable,
  kind: TokenKind,
  token: string,
  now: Date,
) => Promise<string | null>;

/** The owner of a token that is still usable, without using it up (reset link check). */
export const peekToken: TokenUse = async (db, kind, token, now) => {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(usable(kind, token, now))
    .limit(1);
  return row?.userId ?? null;
};

/**
 * Uses a token up and returns its owner, or null when it is unknown, expired or already used.
 * One UPDATE … WHERE used_at IS NULL, so two concurrent uses cannot both succeed.
 */
export const consumeToken: TokenUse = async (db, kind, token, now) => {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(usable(kind, token, now))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
};

/** Retires every open token of a kind (a used reset link makes the older ones worthless). */
export async function retireTokens(
  db: Queryable,
  userId: string,
  kind: TokenKind,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
    );
}
