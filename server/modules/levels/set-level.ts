/**
 * Levels set at once rather than by results: the member's self-assessment (once per sport) and a
 * coach's or admin's validated level with its note. Every write of a level, here and in rating.ts,
 * holds one transaction lock, so the changes' order (`seq`) is the order they were applied in.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CourtType } from '@/domain/courts.ts';
import { assessedHundredths, validateAssessment } from '@/domain/level-assessment.ts';
import {
  formatLevel,
  fromHundredths,
  toHundredths,
  type PlayerLevel,
  type Reliability,
} from '@/domain/levels.ts';
import { msg } from '@/i18n/message.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { levelChanges, playerLevels, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { stored, storedColumns, type StoredText } from '../../stored-text.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';

/** Serialises every level write of the club (they are rare and short). */
export async function lockLevels(q: Queryable): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext('club-levels'))`);
}

async function currentRow(q: Queryable, userId: string, sport: CourtType) {
  const [row] = await q
    .select()
    .from(playerLevels)
    .where(and(eq(playerLevels.userId, userId), eq(playerLevels.sport, sport)));
  return row;
}

interface LevelWrite {
  userId: string;
  sport: CourtType;
  hundredths: number;
  reliability: Reliability;
  kind: 'autoevaluacion' | 'validacion';
  /** The reason the member reads, in their language. */
  reason: StoredText;
  note: string;
  setBy: string | null;
}

/** A level change's reason: the Spanish words and the message each reader gets in theirs. */
export function reasonColumns(reason: StoredText) {
  const { text, message } = storedColumns(reason);
  return { reason: text, reasonMessage: message };
}

async function writeLevel(q: Queryable, before: number | null, w: LevelWrite): Promise<void> {
  const values = {
    levelHundredths: w.hundredths,
    reliability: w.reliability,
    ratedMatches: 0,
    updatedAt: sql`now()`,
  };
  await q
    .insert(playerLevels)
    .values({ userId: w.userId, sport: w.sport, ...values })
    .onConflictDoUpdate({ target: [playerLevels.userId, playerLevels.sport], set: values });
  await q.insert(levelChanges).values({
    userId: w.userId,
    sport: w.sport,
    kind: w.kind,
    beforeHundredths: before,
    afterHundredths: w.hundredths,
    ...reasonColumns(w.reason),
    note: w.note,
    setBy: w.setBy,
  });
}

export async function selfAssess(
  db: Database,
  user: SessionUser,
  sport: CourtType,
  answers: number[],
): Promise<PlayerLevel> {
  const invalid = validateAssessment(answers);
  if (invalid) throw badRequest(invalid);
  const hundredths = assessedHundredths(answers);
  return db.transaction(async (tx) => {
    await lockLevels(tx);
    if (await currentRow(tx, user.id, sport)) {
      throw conflict(msg('errors.levelAlreadySet', { sport }));
    }
    await writeLevel(tx, null, {
      userId: user.id,
      sport,
      hundredths,
      reliability: 'autoevaluado',
      kind: 'autoevaluacion',
      reason: stored('levels.reasonSelfAssessed', {
        level: formatLevel(fromHundredths(hundredths)),
      }),
      // The answers, the club's record (the member's history shows a note only when validated).
      note: answers.join(', '),
      setBy: user.id,
    });
    return { level: fromHundredths(hundredths), reliability: 'autoevaluado' as const };
  });
}

export interface SetLevelInput {
  sport: CourtType;
  level: number;
  note: string;
}

/**
 * A coach's or admin's level for a member: 'validado', with the note the member reads. An admin's
 * change is written to the audit log in the same transaction.
 */
export async function setLevelByHand(
  db: Database,
  actor: SessionUser,
  userId: string,
  input: SetLevelInput,
): Promise<PlayerLevel> {
  const hundredths = toHundredths(input.level);
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!member) throw notFound(msg('errors.memberNotFound'));
    await lockLevels(tx);
    const before = await currentRow(tx, userId, input.sport);
    await writeLevel(tx, before?.levelHundredths ?? null, {
      userId,
      sport: input.sport,
      hundredths,
      reliability: 'validado',
      kind: 'validacion',
      reason: stored('levels.reasonValidated', {
        by: actor.role === 'admin' ? 'admin' : 'coach',
        name: actor.name,
        level: formatLevel(fromHundredths(hundredths)),
      }),
      note: input.note,
      setBy: actor.id,
    });
    if (actor.role === 'admin') {
      await recordAudit(tx, actor, {
        action: 'user.level',
        entityType: 'user',
        entityId: userId,
        before: before
          ? {
              sport: input.sport,
              level: fromHundredths(before.levelHundredths),
              reliability: before.reliability,
            }
          : null,
        after: {
          sport: input.sport,
          level: fromHundredths(hundredths),
          reliability: 'validado',
          note: input.note,
        },
      });
    }
    return { level: fromHundredths(hundredths), reliability: 'validado' as const };
  });
}
