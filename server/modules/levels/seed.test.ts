import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { playerLevels } from '../../db/schema/index.ts';
import { seedDemoClub } from '../../seed/index.ts';
import { replayStoredLevels } from './rating.ts';

describe('the demo levels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoClub(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it('gives demo members levels a coach validated or they self-assessed, and leaves first use to others', async () => {
    const levelsOf = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/levels/me',
          headers: { cookie: await loginAs(t.app, email) },
        })
      ).json().sports;
    expect(await levelsOf('socio@club.local')).toMatchObject([
      { sport: 'padel', level: null },
      {
        sport: 'tennis',
        level: { level: 3.5, reliability: 'validado' },
        history: [
          {
            reason: 'Validado por Carlos Entrenador (entrenador): nivel 3.5',
            note: 'Nivel inicial del club, visto en las clases',
          },
        ],
      },
    ]);
    expect(await levelsOf('joven@club.local')).toMatchObject([
      { sport: 'padel', level: { level: 3.5, reliability: 'autoevaluado' } },
      { sport: 'tennis', level: { level: 4.2, reliability: 'validado' } },
    ]);
    expect(await levelsOf('nosocio@club.local')).toMatchObject([{ level: null }, { level: null }]);
  });

  it('replays to the stored levels', async () => {
    const stored = await t.database.db.select().from(playerLevels);
    const replayed = await replayStoredLevels(t.database.db);
    expect(replayed.size).toBe(stored.length);
    for (const row of stored) {
      expect(replayed.get(`${row.sport}:${row.userId}`)?.hundredths).toBe(row.levelHundredths);
    }
  });
});
