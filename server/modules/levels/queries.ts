import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LevelChange, SportLevel } from '@/api/levels.ts';
import type { CourtType } from '@/domain/courts.ts';
import { fromHundredths, type PlayerLevel } from '@/domain/levels.ts';
import { isMemberRole } from '@/domain/roles.ts';
import type { Language } from '@/i18n/languages.ts';
import type { Queryable } from '../../db/client.ts';
import { readStored } from '../../stored-text.ts';
import { levelChanges, playerLevels, users } from '../../db/schema/index.ts';

const SPORTS: CourtType[] = ['padel', 'tennis'];
/** The history a member sees per sport: the newest changes. */
const HISTORY_LIMIT = 50;

/** The levels of these users in one sport; a user with no level is absent from the map. */
export async function levelsOf(
  q: Queryable,
  userIds: string[],
  sport: CourtType,
): Promise<Map<string, PlayerLevel>> {
  const levels = new Map<string, PlayerLevel>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return levels;
  const rows = await q
    .select({
      userId: playerLevels.userId,
      hundredths: playerLevels.levelHundredths,
      reliability: playerLevels.reliability,
    })
    .from(playerLevels)
    .where(and(eq(playerLevels.sport, sport), inArray(playerLevels.userId, ids)));
  for (const row of rows) {
    levels.set(row.userId, { level: fromHundredths(row.hundredths), reliability: row.reliability });
  }
  return levels;
}

function changeOf(row: typeof levelChanges.$inferSelect, language: Language): LevelChange {
  return {
    _id: row.seq,
    kind: row.kind,
    before: row.beforeHundredths === null ? null : fromHundredths(row.beforeHundredths),
    after: fromHundredths(row.afterHundredths),
    reason: readStored(language, row.reasonMessage, row.reason),
    note: row.note,
    setBy: row.setBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A member's level and the newest changes of it, per sport (padel first), for `language`'s reader. */
export async function levelsWithHistory(
  q: Queryable,
  userId: string,
  language: Language,
): Promise<SportLevel[]> {
  const current = await q.select().from(playerLevels).where(eq(playerLevels.userId, userId));
  const changes = await q
    .select()
    .from(levelChanges)
    .where(eq(levelChanges.userId, userId))
    .orderBy(desc(levelChanges.seq));
  return SPORTS.map((sport) => {
    const row = current.find((r) => r.sport === sport);
    return {
      sport,
      level: row
        ? { level: fromHundredths(row.levelHundredths), reliability: row.reliability }
        : null,
      history: changes
        .filter((c) => c.sport === sport)
        .slice(0, HISTORY_LIMIT)
        .map((change) => changeOf(change, language)),
    };
  });
}

/** Every member of the club (by name) with their level in one sport, for coaches and admins. */
export async function clubLevels(q: Queryable, sport: CourtType) {
  const rows = await q
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      hundredths: playerLevels.levelHundredths,
      reliability: playerLevels.reliability,
    })
    .from(users)
    .leftJoin(playerLevels, and(eq(playerLevels.userId, users.id), eq(playerLevels.sport, sport)))
    .orderBy(asc(users.name));
  return rows
    .filter((r) => isMemberRole(r.role) || r.hundredths !== null)
    .map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      level:
        r.hundredths === null || r.reliability === null
          ? null
          : { level: fromHundredths(r.hundredths), reliability: r.reliability },
    }));
}
