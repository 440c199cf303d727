import type { Database } from '../../db/client.ts';
import { packTypes } from '../../db/schema/index.ts';

/** The demo club's packs: a whole-court padel pack for members and a tennis part pack for all. */
export const DEMO_PACK_TYPES = [
  {
    name: 'Bono 10 pistas pádel',
    sport: 'padel' as const,
    minutes: 90,
    covers: 'booking' as const,
    uses: 10,
    priceCents: 18_000,
    validityDays: 180,
    roles: ['admin', 'coach', 'user-adult', 'user-youth', 'user-padel', 'vip', 'user'],
  },
  {
    name: 'Bono 5 tenis',
    sport: 'tennis' as const,
    minutes: 60,
    covers: 'part' as const,
    uses: 5,
    priceCents: 2_000,
    validityDays: 90,
    roles: [],
  },
];

export async function seedPacks(db: Database): Promise<void> {
  await db.insert(packTypes).values(DEMO_PACK_TYPES);
}
