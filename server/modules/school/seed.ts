import { and, eq } from 'drizzle-orm';
import { DEFAULT_SCHOOL_PRICES_CENTS } from '@/domain/school.ts';
import type { Database } from '../../db/client.ts';
import {
  courtBlockedTimes,
  courts,
  schoolGroups,
  schoolPrices,
  users,
} from '../../db/schema/index.ts';
import { invalidateCourtCache } from '../courts/index.ts';
import { writeGroupBlock } from './group-block.ts';

/**
 * The demo school: the eight plan prices and two groups of the demo coach. The courts' seed
 * already blocks Tenis 1 on Monday and Wednesday afternoons for the school; the first group
 * takes that block over (so it follows the group from now on), the second gets its own.
 */
export async function seedSchool(db: Database): Promise<void> {
  await db
    .insert(schoolPrices)
    .values(
      Object.entries(DEFAULT_SCHOOL_PRICES_CENTS).map(([type, priceCents]) => ({
        type,
        priceCents,
      })),
    )
    .onConflictDoNothing();
  const [coach] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'coach'));
  const courtRows = await db.select({ id: courts.id, name: courts.name }).from(courts);
  const tennis1 = courtRows.find((c) => c.name === 'Tenis 1');
  const tennis2 = courtRows.find((c) => c.name === 'Tenis 2');
  if (!coach || !tennis1 || !tennis2) return;

  const [existing] = await db
    .select()
    .from(courtBlockedTimes)
    .where(
      and(
        eq(courtBlockedTimes.courtId, tennis1.id),
        eq(courtBlockedTimes.timeRange, '17:00 - 19:00'),
      ),
    );
  const year = new Date().getUTCFullYear();
  const season = { startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` };
  const first = {
    level: 'Iniciación',
    courtId: tennis1.id,
    daysOfWeek: ['Lunes', 'Miércoles'] as ('Lunes' | 'Miércoles')[],
    timeRange: '17:00 - 19:00',
    size: 6,
    hoursPerMonth: 8,
    startDate: existing?.startDate ?? season.startDate,
    endDate: existing?.endDate ?? season.endDate,
  };
  const second = {
    level: 'Perfeccionamiento',
    courtId: tennis2.id,
    daysOfWeek: ['Martes', 'Jueves'] as ('Martes' | 'Jueves')[],
    timeRange: '17:00 - 18:00',
    size: 4,
    hoursPerMonth: 4,
    ...season,
  };
  for (const group of [first, second]) {
    const adopted = group === first && existing ? existing.id : null;
    const blockedTimeId = await writeGroupBlock(db, adopted, group);
    await db.insert(schoolGroups).values({ ...group, coachId: coach.id, blockedTimeId });
  }
  invalidateCourtCache();
}
