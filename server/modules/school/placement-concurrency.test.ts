import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/auth.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { loadConfig, type Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { schoolGroups, schoolRequests } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { seedClubCourts } from '#tests/helpers/bookings.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { placeStudent } from './service.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`school placement under concurrency on PostgreSQL ${pg.reason}`, () => {
  let database: DatabaseHandle;
  let config: Config;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', poolSize: 20 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-school-'));
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('12 placements at once into a group of 4 give exactly 4 places', async () => {
    const db = database.db;
    const club = await seedClubCourts(db);
    const coachId = await createUser(db, { email: 'coach@race.local', role: 'coach' });
    const [group] = await db
      .insert(schoolGroups)
      .values({
        level: 'Carrera',
        coachId,
        courtId: club.courts.tennis2,
        daysOfWeek: ['Lunes'],
        timeRange: '10:00 - 11:00',
        size: 4,
        hoursPerMonth: 4,
        startDate: '2026-09-01',
        endDate: '2027-06-30',
      })
      .returning();
    const requestIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const userId = await createUser(db, { email: `student${i}@race.local` });
      const [row] = await db
        .insert(schoolRequests)
        .values({ userId, status: 'pending' })
        .returning({ id: schoolRequests.id });
      requestIds.push(row!.id);
    }
    const ctx = serviceContext({ config, database });
    const coach = {
      id: coachId,
      email: 'coach@race.local',
      name: 'Coach',
      role: 'coach',
      league: false,
      language: null,
    };
    const results = await Promise.allSettled(
      requestIds.map((id) => placeStudent(ctx, coach, id, group!.id)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    for (const r of refused) {
      const reason = (r as PromiseRejectedResult).reason as HttpError;
      expect(reason).toBeInstanceOf(HttpError);
      expect([reason.statusCode, reason.message]).toEqual([409, 'El grupo está completo.']);
    }
    const placed = await db
      .select()
      .from(schoolRequests)
      .where(and(eq(schoolRequests.groupId, group!.id), eq(schoolRequests.status, 'placed')));
    expect(placed).toHaveLength(4);
    // Only the placed students were told.
    expect(ctx.emitted).toHaveLength(4);
  });
});
