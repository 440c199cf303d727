import { and, eq, inArray } from 'drizzle-orm';
import type { CourtType } from '@/domain/courts.ts';
import { fromHundredths, type PlayerLevel } from '@/domain/levels.ts';
import type { Queryable } from '../../db/client.ts';
import { playerLevels } from '../../db/schema/index.ts';

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
