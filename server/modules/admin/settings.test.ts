import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { DEFAULT_CLUB_SETTINGS } from '@/domain/club-settings.ts';
import { adminAuditLog, clubSettings } from '../../db/schema/index.ts';
import { readClubSettings } from '../../services/club-settings.ts';

describe('admin: the club settings', () => {
  let t: TestApp;
  let admin: { id: string; cookie: string };
  let member: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    member = await userWithSession(t.database.db, { email: 'ana@test.local', role: 'user-adult' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH', payload?: object, who = admin) =>
    t.app.inject({
      method,
      url: '/api/admin/settings',
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });

  it('answers the defaults before any change, and nothing is stored', async () => {
    const res = await call('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, settings: DEFAULT_CLUB_SETTINGS });
    expect(await t.database.db.select().from(clubSettings)).toHaveLength(0);
  });

  it('changes one field, keeps the others, and writes the audit row', async () => {
    const res = await call('PATCH', {
      openMatches: { autoCancelMinutes: 90 },
      waitlist: { enabled: { tennis: false } },
    });
    expect(res.statusCode).toBe(200);
    const settings = res.json().settings;
    expect(settings.openMatches.autoCancelMinutes).toBe(90);
    expect(settings.waitlist.enabled).toEqual({ padel: true, tennis: false });
    expect(settings.levels).toEqual(DEFAULT_CLUB_SETTINGS.levels);
    expect(await readClubSettings(t.database.db)).toEqual(settings);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityType, 'club_settings'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'club_settings.update', adminId: admin.id });
    expect(audit[0]!.before).toMatchObject({ openMatches: { autoCancelMinutes: 120 } });
    expect(audit[0]!.after).toMatchObject({ openMatches: { autoCancelMinutes: 90 } });
  });

  it('refuses a value out of range or a field it does not know, and changes nothing', async () => {
    const tooLong = await call('PATCH', { openMatches: { autoCancelMinutes: 2000 } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      success: false,
      message: 'openMatches.autoCancelMinutes: Como mucho 24 horas (1440 minutos).',
    });
    const typo = await call('PATCH', { levels: { ratingSteps: 0.2 } });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().success).toBe(false);
    expect((await readClubSettings(t.database.db)).openMatches.autoCancelMinutes).toBe(90);
  });

  it('is for admins only', async () => {
    expect((await call('GET', undefined, member)).statusCode).toBe(403);
    const change = await call('PATCH', { levels: { ratingStep: 0.2 } }, member);
    expect(change.statusCode).toBe(403);
    expect((await readClubSettings(t.database.db)).levels.ratingStep).toBe(0.3);
  });
});
