import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedClubCourts, type Club } from '#tests/helpers/bookings.ts';
import { createTestDatabase } from '#tests/helpers/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { courts } from '../../db/schema/index.ts';
import { invalidateCourtCache, listCourts } from './service.ts';

const nameOf = async (handle: DatabaseHandle, id: string) =>
  (await listCourts(handle.db)).find((c) => c.row.id === id)?.row.name;

describe('the court cache', () => {
  let handle: DatabaseHandle;
  let club: Club;
  beforeAll(async () => {
    handle = await createTestDatabase();
    club = await seedClubCourts(handle.db);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await handle.close();
  });

  it('past its seconds, answers the courts it has while the new load runs, then the new ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    invalidateCourtCache();
    const id = club.courts.tennis1;
    expect(await nameOf(handle, id)).toBe('Tenis 1');
    // Changed behind the cache's back: no invalidation, only the time limit finds it.
    await handle.db.update(courts).set({ name: 'Tenis Central' }).where(eq(courts.id, id));
    vi.setSystemTime(Date.now() + 6_000);
    const during = listCourts(handle.db);
    expect((await during).find((c) => c.row.id === id)?.row.name).toBe('Tenis 1');
    await vi.waitFor(async () => expect(await nameOf(handle, id)).toBe('Tenis Central'));
  });

  it('keeps the same courts when a load past its seconds finds nothing changed', async () => {
    invalidateCourtCache();
    const first = await listCourts(handle.db);
    vi.setSystemTime(Date.now() + 6_000);
    await listCourts(handle.db);
    // Once the reload has run, the list answered is the one loaded before, object for object,
    // so the answers built from it (answers.ts) are not built again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listCourts(handle.db)).toBe(first);
  });

  it('an admin change (the invalidation) is never answered from the old courts', async () => {
    await handle.db
      .update(courts)
      .set({ name: 'Tenis 1' })
      .where(eq(courts.id, club.courts.tennis1));
    invalidateCourtCache();
    expect(await nameOf(handle, club.courts.tennis1)).toBe('Tenis 1');
  });
});
