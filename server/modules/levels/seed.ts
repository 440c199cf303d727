/**
 * Demo levels: the demo coach validated some members' levels and others answered the
 * self-assessment, through the same services members use, so the log replays to the same levels.
 * Sofía has no padel level and the non-member and the UCA student none at all, so the
 * self-assessment shows on first use.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { CourtType } from '@/domain/courts.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { selfAssess, setLevelByHand } from './set-level.ts';
import { userIdentityColumns } from '../users/index.ts';

type DemoLevel = { sport: CourtType } & ({ level: number } | { answers: number[] });

const NAMED: Record<string, DemoLevel[]> = {
  'socio@club.local': [{ sport: 'tennis', level: 3.5 }],
  'joven@club.local': [
    { sport: 'tennis', level: 4.2 },
    { sport: 'padel', answers: [2, 3, 2, 2, 1] },
  ],
  'padel@club.local': [{ sport: 'padel', level: 3.8 }],
  'vip@club.local': [
    { sport: 'padel', level: 4.5 },
    { sport: 'tennis', answers: [3, 2, 3, 2, 2] },
  ],
};

/** The history's members (firstname.lastname@club.local): a spread of levels, half validated. */
function spreadLevel(i: number, sport: CourtType): DemoLevel {
  const level = 2 + ((i * 7 + (sport === 'padel' ? 3 : 0)) % 9) * 0.4;
  if (i % 2 === 0) return { sport, level: Math.round(level * 10) / 10 };
  return { sport, answers: [i % 5, (i + 1) % 5, (i + 2) % 5, (i + 3) % 5, (i + 4) % 5] };
}

export async function seedDemoLevels(db: Database): Promise<void> {
  const [coach] = await db.select(userIdentityColumns).from(users).where(eq(users.role, 'coach'));
  if (!coach) return;
  const members = await db
    .select(userIdentityColumns)
    .from(users)
    .where(inArray(users.role, ['user-adult', 'user-youth', 'user-padel', 'vip', 'user']))
    .orderBy(asc(users.email));
  let spread = 0;
  for (const member of members) {
    const named = NAMED[member.email];
    const levels = named ?? [spreadLevel(spread, 'padel'), spreadLevel(spread + 1, 'tennis')];
    if (!named) spread += 1;
    for (const demo of levels) {
      if ('level' in demo) {
        const note = 'Nivel inicial del club, visto en las clases';
        await setLevelByHand(db, coach, member.id, { sport: demo.sport, level: demo.level, note });
      } else {
        await selfAssess(db, member, demo.sport, demo.answers);
      }
    }
  }
}
