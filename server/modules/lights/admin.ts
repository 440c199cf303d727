import type { Translate } from '../../i18n.ts';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { LIGHT_REASONS, lightMinutes, type LightReason } from '@/domain/lights.ts';
import { zonedTimeToInstant } from '@/domain/club-time.ts';
import { LIGHT_LOG_LIMIT, type LightCourt, type LightLogEntry } from '@/api/lights.ts';
import type { LightRelayConfig } from '../../adapters/relay/lights.ts';
import type { Database } from '../../db/client.ts';
import { courtLights, courts, lightSwitches, users } from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every court with a light relay, its state, the reason and the relay's failure if any. */
export async function listLightCourts(db: Database, t: Translate): Promise<LightCourt[]> {
  const rows = await db
    .select({ light: courtLights, courtName: courts.name })
    .from(courtLights)
    .innerJoin(courts, eq(courts.id, courtLights.courtId))
    .orderBy(asc(courts.position), asc(courts.name));
  return rows.map(({ light, courtName }) => {
    const reason = (light.reason in LIGHT_REASONS ? light.reason : 'idle') as LightReason;
    return {
      courtId: light.courtId,
      courtName,
      driver: light.driver,
      url: light.url,
      topic: light.topic,
      on: light.on,
      since: iso(light.since),
      reason,
      reasonText: t(LIGHT_REASONS[reason]),
      manualOn: light.manualOn,
      manualUntil: iso(light.manualUntil),
      lastError: light.lastError,
      failedAt: iso(light.failedAt),
    };
  });
}

export async function courtExists(db: Database, courtId: string): Promise<boolean> {
  const rows = await db.select({ id: courts.id }).from(courts).where(eq(courts.id, courtId));
  return rows.length === 1;
}

/** Sets the court's relay; the state last set is kept (the relay is the same lights). */
export async function saveLightRelay(
  db: Database,
  courtId: string,
  relay: LightRelayConfig,
): Promise<void> {
  await db
    .insert(courtLights)
    .values({ courtId, ...relay })
    .onConflictDoUpdate({ target: courtLights.courtId, set: relay });
}

/** Switches by hand until `until`; false when the court has no relay. */
export async function setManualLight(
  db: Database,
  courtId: string,
  manual: { on: boolean; until: Date; by: string },
): Promise<boolean> {
  const rows = await db
    .update(courtLights)
    .set({ manualOn: manual.on, manualUntil: manual.until, manualBy: manual.by, failedAt: null })
    .where(eq(courtLights.courtId, courtId))
    .returning({ courtId: courtLights.courtId });
  return rows.length === 1;
}

/** Hours of light per court in a club month ('YYYY-MM'), from the switches the relays answered. */
export async function lightStats(
  db: Database,
  month: string,
  timeZone: string,
  now: Date,
): Promise<{ courtId: string; courtName: string; minutes: number; hours: number }[]> {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  const from = zonedTimeToInstant(`${month}-01`, '00:00', timeZone)!;
  const monthEnd = zonedTimeToInstant(`${next}-01`, '00:00', timeZone)!;
  const until = now < monthEnd ? now : monthEnd;
  const lights = await db
    .select({ courtId: courtLights.courtId, courtName: courts.name })
    .from(courtLights)
    .innerJoin(courts, eq(courts.id, courtLights.courtId))
    .orderBy(asc(courts.position), asc(courts.name));
  const result = [];
  for (const court of lights) {
    // Every answered switch before the month's end: the last one before it says how it began.
    const switches = await db
      .select({ on: lightSwitches.on, at: lightSwitches.at })
      .from(lightSwitches)
      .where(
        and(
          eq(lightSwitches.courtId, court.courtId),
          eq(lightSwitches.ok, true),
          lt(lightSwitches.at, monthEnd),
        ),
      )
      .orderBy(asc(lightSwitches.at));
    const minutes = until > from ? lightMinutes(switches, from, until) : 0;
    result.push({ ...court, minutes, hours: Math.round((minutes / 60) * 100) / 100 });
  }
  return result;
}

const reasonText = (t: Translate, reason: string) =>
  reason in LIGHT_REASONS ? t(LIGHT_REASONS[reason as LightReason]) : reason;

/** The latest switches, newest first: every command sent, answered or not. */
export async function lightLog(db: Database, t: Translate): Promise<LightLogEntry[]> {
  const rows = await db
    .select({ entry: lightSwitches, courtName: courts.name, userName: users.name })
    .from(lightSwitches)
    .innerJoin(courts, eq(courts.id, lightSwitches.courtId))
    .leftJoin(users, eq(users.id, lightSwitches.userId))
    .orderBy(desc(lightSwitches.at), desc(lightSwitches.id))
    .limit(LIGHT_LOG_LIMIT);
  return rows.map(({ entry, courtName, userName }) => ({
    at: entry.at.toISOString(),
    courtId: entry.courtId,
    courtName,
    on: entry.on,
    reasonText: reasonText(t, entry.reason),
    bookingId: entry.bookingId,
    userName,
    ok: entry.ok,
    answer: entry.answer,
  }));
}
