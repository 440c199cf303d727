import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createUser } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { mailedToken } from '#tests/helpers/mails.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`accounts under concurrency ${pg.reason}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await createTestDatabase({ engine: 'postgres' }) });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  it('one e-mail registered by 20 requests at once: one account, the rest 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: {
            name: `Carrera ${i}`,
            email: 'carrera@example.com',
            password: 'secreta123',
            dob: '1990-01-01',
          },
          remoteAddress: `10.9.0.${i}`,
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        message: 'El email ya está registrado.',
        code: 'EMAIL_TAKEN',
      });
    }
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'carrera@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('a reset link used by 10 requests at once changes the password exactly once', async () => {
    await createUser(t.database.db, { email: 'doble@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/users/reset',
      payload: { email: 'doble@example.com' },
    });
    const token = await mailedToken(t.database.db, 'doble@example.com', '/reset');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/reset/new',
          payload: { token, password: `nuevaClave${i}` },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(9);
  });
});
