/**
 * The part of the demo's past that goes through the modules' own services (issue 41): abonos and
 * their charges, waitlists, bonos and their uses, past open matches and the lights' log. It runs
 * after the bulk history (history.ts) and the members' levels, before the match results, each
 * step with the clock at its moment (history-steps.ts).
 */
import { asc } from 'drizzle-orm';
import { clubDate } from '@/domain/club-time.ts';
import type { PaymentGateway } from '../adapters/payments/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { courts, packTypes } from '../db/schema/index.ts';
import { pastClub } from './history-context.ts';
import { matchAndLightSteps } from './history-matches.ts';
import { seriesSteps } from './history-series.ts';
import { livePast } from './history-steps.ts';

export async function seedPastActivity(
  db: Database,
  payments: PaymentGateway,
  options: { now: Date; timeZone: string; config?: Config },
): Promise<void> {
  const courtRows = await db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .orderBy(asc(courts.position));
  const types = await db.select({ id: packTypes.id, name: packTypes.name }).from(packTypes);
  const catalogue = {
    courts: new Map(courtRows.map((c) => [c.name, c.id])),
    packTypes: new Map(types.map((t) => [t.name, t.id])),
  };
  const club = await pastClub(db, payments, {
    ...options,
    today: clubDate(options.now, options.timeZone),
  });
  await livePast(club, [...seriesSteps(club, catalogue), ...matchAndLightSteps(club, catalogue)]);
}
