/**
 * The club's settings (src/domain/club-settings.ts) as stored: one row of changes over the
 * defaults. Rules read them inside their own transaction when they must be consistent with a
 * write (an auto-cancel, a promotion), or from the pool otherwise.
 */
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CLUB_SETTINGS,
  mergeClubSettings,
  type ClubSettings,
  type ClubSettingsPatch,
} from '@/domain/club-settings.ts';
import type { Database, Queryable } from '../db/client.ts';
import { clubSettings } from '../db/schema/index.ts';
import type { SessionUser } from '../sessions.ts';
import { recordAudit } from './audit.ts';

const ROW_ID = 'club';

export async function readClubSettings(q: Queryable): Promise<ClubSettings> {
  const [row] = await q
    .select({ values: clubSettings.values })
    .from(clubSettings)
    .where(eq(clubSettings.id, ROW_ID));
  return mergeClubSettings(DEFAULT_CLUB_SETTINGS, row?.values);
}

/**
 * Applies an admin's change with its audit row in one transaction; the row is locked so two admins
 * saving different fields at once both keep their change.
 */
export async function updateClubSettings(
  db: Database,
  admin: Pick<SessionUser, 'id' | 'name' | 'email'>,
  patch: ClubSettingsPatch,
): Promise<ClubSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(clubSettings).values({ id: ROW_ID }).onConflictDoNothing();
    const [row] = await tx
      .select({ values: clubSettings.values })
      .from(clubSettings)
      .where(eq(clubSettings.id, ROW_ID))
      .for('update');
    const before = mergeClubSettings(DEFAULT_CLUB_SETTINGS, row?.values);
    const stored = mergeClubSettings(before, patch);
    await tx
      .update(clubSettings)
      .set({ values: stored as unknown as Record<string, unknown>, updatedAt: sql`now()` })
      .where(eq(clubSettings.id, ROW_ID));
    await recordAudit(tx, admin, {
      action: 'club_settings.update',
      entityType: 'club_settings',
      entityId: ROW_ID,
      before: before as unknown as Record<string, unknown>,
      after: stored as unknown as Record<string, unknown>,
    });
    return stored;
  });
}
