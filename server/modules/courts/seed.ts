import type { RoleLimits } from '@/api/courts.ts';
import type { Database } from '../../db/client.ts';
import { courtBlockedTimes, courts } from '../../db/schema/index.ts';
import { invalidateCourtCache } from './service.ts';

const daysInAdvance: RoleLimits = { member: 7, nonMember: 2, uca: 3, coach: 14 };
const perWeek: RoleLimits = { member: 6, nonMember: 1, uca: 2, coach: 30 };

/** The demo club's courts: two padel courts of 90-minute slots and two tennis courts of 60. */
export async function seedCourts(db: Database): Promise<void> {
  const padel = {
    type: 'padel' as const,
    image: '/courts/padel.svg',
    costNonMemberCents: 600,
    costUcaCents: 400,
    openingTime: '09:00',
    closingTime: '22:30',
    slotMinutes: 90,
    maxDaysInAdvance: daysInAdvance,
    maxBookingsPerWeek: perWeek,
  };
  const tennis = {
    type: 'tennis' as const,
    image: '/courts/tennis.svg',
    costNonMemberCents: 800,
    costUcaCents: 500,
    openingTime: '08:00',
    closingTime: '22:00',
    slotMinutes: 60,
    maxDaysInAdvance: daysInAdvance,
    maxBookingsPerWeek: perWeek,
  };
  const rows = await db
    .insert(courts)
    .values([
      { ...padel, name: 'Pádel 1', position: 1 },
      { ...padel, name: 'Pádel 2', position: 2, indoor: true },
      { ...tennis, name: 'Tenis 1', position: 3 },
      { ...tennis, name: 'Tenis 2', position: 4 },
    ])
    .returning({ id: courts.id, name: courts.name });
  const tennis1 = rows.find((r) => r.name === 'Tenis 1')!;
  const year = new Date().getUTCFullYear();
  await db.insert(courtBlockedTimes).values({
    courtId: tennis1.id,
    startDate: `${year}-01-01`,
    endDate: `${year + 1}-12-31`,
    daysOfWeek: ['Lunes', 'Miércoles'],
    timeRange: '17:00 - 19:00',
    reason: 'Escuela de tenis',
    exceptions: [],
  });
  invalidateCourtCache();
}
