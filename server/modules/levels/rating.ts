/**
 * Applying a confirmed result to the players' levels (the rule in src/domain/levels.ts), and
 * reading the stored log back as events for a replay. Runs in the confirming transaction, under
 * the levels lock, so two results of the same player never read the same level.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CourtType } from '@/domain/courts.ts';
import {
  rateResult,
  replayLevels,
  type LevelEvent,
  type RatingState,
  type SetScore,
} from '@/domain/levels.ts';
import type { Queryable } from '../../db/client.ts';
import { levelChanges, matchResults, playerLevels } from '../../db/schema/index.ts';
import { storedOf } from '../../lib/stored-message.ts';
import { lockLevels, reasonColumns } from './set-level.ts';

export interface StoredResult {
  id: string;
  sport: CourtType;
  sideA: string[];
  sideB: string[];
  sets: SetScore[];
}

/**
 * Moves every player's level by the rule and stores each change with its reason. A result whose
 * players do not all have a level moves nobody (results are only entered when they do).
 */
export async function applyResult(
  q: Queryable,
  result: StoredResult,
  ratingStep: number,
): Promise<void> {
  await lockLevels(q);
  const ids = [...result.sideA, ...result.sideB];
  const rows = await q
    .select()
    .from(playerLevels)
    .where(and(eq(playerLevels.sport, result.sport), inArray(playerLevels.userId, ids)));
  if (rows.length !== ids.length) return;
  const states = new Map<string, RatingState>(
    rows.map((r) => [
      r.userId,
      { hundredths: r.levelHundredths, reliability: r.reliability, ratedMatches: r.ratedMatches },
    ]),
  );
  const changes = rateResult({ ...result, ratingStep }, states);
  for (const change of changes) {
    await q
      .update(playerLevels)
      .set({
        levelHundredths: change.after.hundredths,
        reliability: change.after.reliability,
        ratedMatches: change.after.ratedMatches,
        updatedAt: sql`now()`,
      })
      .where(and(eq(playerLevels.userId, change.userId), eq(playerLevels.sport, result.sport)));
  }
  await q.insert(levelChanges).values(
    changes.map((change) => ({
      userId: change.userId,
      sport: result.sport,
      kind: 'resultado' as const,
      beforeHundredths: change.before.hundredths,
      afterHundredths: change.after.hundredths,
      ...reasonColumns(storedOf(change.reason)),
      resultId: result.id,
    })),
  );
  await q.update(matchResults).set({ ratingStep }).where(eq(matchResults.id, result.id));
}

/** The stored log as the events a replay folds, in the order they were applied. */
export async function storedLevelEvents(q: Queryable): Promise<LevelEvent[]> {
  const changes = await q.select().from(levelChanges).orderBy(asc(levelChanges.seq));
  const results = await q.select().from(matchResults).where(eq(matchResults.status, 'confirmed'));
  const byId = new Map(results.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const events: LevelEvent[] = [];
  for (const change of changes) {
    if (change.kind !== 'resultado') {
      events.push({
        kind: 'set',
        userId: change.userId,
        sport: change.sport,
        hundredths: change.afterHundredths,
        reliability: change.kind === 'validacion' ? 'validado' : 'autoevaluado',
      });
      continue;
    }
    const result = change.resultId ? byId.get(change.resultId) : undefined;
    if (!result || seen.has(result.id) || result.ratingStep === null) continue;
    seen.add(result.id);
    events.push({
      kind: 'result',
      sport: result.sport,
      result: {
        sideA: result.sideA,
        sideB: result.sideB,
        sets: result.sets,
        ratingStep: result.ratingStep,
      },
    });
  }
  return events;
}

/** The levels a replay of the stored log gives, `${sport}:${userId}` → state. */
export async function replayStoredLevels(q: Queryable): Promise<Map<string, RatingState>> {
  return replayLevels(await storedLevelEvents(q));
}
