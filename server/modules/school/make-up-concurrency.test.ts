import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { SpanishWeekday } from '@/domain/courts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/auth.ts';
import { NOW, seedClubCourts } from '#tests/helpers/bookings.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { loadConfig, type Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  schoolAttendance,
  schoolGroups,
  schoolMakeUps,
  schoolRequests,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { takeMakeUp } from './make-ups.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`make-up classes under concurrency on PostgreSQL ${pg.reason}`, () => {
  let database: DatabaseHandle;
  let config: Config;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', poolSize: 10 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-makeup-'));
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('two pupils racing for the last free place: one gets it', async () => {
    const db = database.db;
    const club = await seedClubCourts(db);
    const coachId = await createUser(db, { email: 'coach@race.local', role: 'coach' });
    const group = async (day: SpanishWeekday) => {
      const [row] = await db
        .insert(schoolGroups)
        .values({
          level: 'Iniciación',
          coachId,
          courtId: club.courts.tennis2,
          daysOfWeek: [day],
          timeRange: '10:00 - 11:00',
          size: 4,
          hoursPerMonth: 4,
          startDate: '2026-09-01',
          endDate: '2027-06-30',
        })
        .returning({ id: schoolGroups.id });
      return row!.id;
    };
    const monday = await group('Lunes');
    const thursday = await group('Jueves');
    // Thursday's group has 3 pupils: one place left.
    for (let i = 0; i < 3; i++) {
      const userId = await createUser(db, { email: `thu${i}@race.local` });
      await db.insert(schoolRequests).values({ userId, groupId: thursday, status: 'placed' });
    }
    const racers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const userId = await createUser(db, { email: `mon${i}@race.local` });
      await db.insert(schoolRequests).values({ userId, groupId: monday, status: 'placed' });
      await db
        .insert(schoolAttendance)
        .values({ groupId: monday, userId, date: '2026-11-16', present: false });
      racers.push(userId);
    }
    const ctx = serviceContext({ config, database }, () => NOW);
    const body = { missedDate: '2026-11-16', groupId: thursday, date: '2026-11-26' };
    const results = await Promise.allSettled(racers.map((id) => takeMakeUp(ctx, id, body)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(HttpError);
    expect([refused.reason.statusCode, refused.reason.message]).toEqual([
      400,
      'Ese grupo no tiene plazas libres ese día.',
    ]);
    const rows = await db.select().from(schoolMakeUps).where(eq(schoolMakeUps.groupId, thursday));
    expect(rows).toHaveLength(1);
  });
});
