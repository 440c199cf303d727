import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  adminAuditLog,
  sessions,
  subscriptions,
  users,
  wallets,
} from '../../../db/schema/index.ts';
import { NOW, userWithSession } from '#tests/helpers/bookings.ts';
import { rowsOf } from '../../admin/index.ts';

type Session = { id: string; cookie: string };

describe('admin: members', () => {
  let t: TestApp;
  let admin: Session;
  let jose: Session; // adult member with a membership
  let maria: Session; // non-member with a pending UCA request
  let pepe: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    admin = await userWithSession(db, { email: 'admin@test.local', name: 'Admin', role: 'admin' });
    jose = await userWithSession(db, {
      email: 'jose@test.local',
      name: 'José Pérez',
      role: 'user-adult',
    });
    maria = await userWithSession(db, { email: 'maria@test.local', name: 'María', role: 'guess' });
    pepe = await userWithSession(db, { email: 'pepe@test.local', name: 'Pepe', role: 'guess' });
    await db.update(users).set({ dni: '12345678Z' }).where(eq(users.id, jose.id));
    await db
      .update(users)
      .set({ ucaRequestedAt: NOW, universityCard: 'card.png' })
      .where(eq(users.id, maria.id));
    await db.insert(subscriptions).values({
      userId: jose.id,
      gatewayId: 'sub_jose',
      type: 'adult',
      status: 'active',
      gatewayStatus: 'active',
      currentPeriodEnd: new Date('2026-12-21T09:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const auditOf = (entityId: string) =>
    t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

  describe('the list', () => {
    it('finds a member by name without accents, by e-mail and by DNI', async () => {
      for (const q of ['jose', 'JOSÉ', 'jose@test', '5678z']) {
        const res = await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`);
        expect(res.statusCode).toBe(200);
        expect(
          res.json().users.map((u: { email: string }) => u.email),
          q,
        ).toEqual(['jose@test.local']);
      }
    });

    it('filters by role, membership state and pending UCA request', async () => {
      const byRole = await call('GET', '/api/admin/users?role=guess&sort=email');
      expect(byRole.json().users.map((u: { email: string }) => u.email)).toEqual([
        'maria@test.local',
        'pepe@test.local',
      ]);
      const members = await call('GET', '/api/admin/users?membership=active');
      expect(members.json().users).toHaveLength(1);
      expect(members.json().users[0]).toMatchObject({
        email: 'jose@test.local',
        membership: { type: 'adult', state: 'active' },
      });
      const none = await call('GET', '/api/admin/users?membership=none');
      expect(none.json().total).toBe(3);
      const uca = await call('GET', '/api/admin/users?ucaPending=true');
      expect(uca.json().users).toEqual([
        expect.objectContaining({
          email: 'maria@test.local',
          universityCard: '/uploads/card.png',
        }),
      ]);
    });

    it('sorts and paginates', async () => {
      const res = await call('GET', '/api/admin/users?sort=email&order=desc&page=2&pageSize=2');
      expect(res.json()).toMatchObject({ total: 4, page: 2, pageSize: 2 });
      expect(res.json().users.map((u: { email: string }) => u.email)).toEqual([
        'jose@test.local',
        'admin@test.local',
      ]);
    });

    it('refuses bad filters with 400', async () => {
      for (const q of ['page=0', 'pageSize=1000', 'membership=maybe', 'sort=password']) {
        expect((await call('GET', `/api/admin/users?${q}`)).statusCode, q).toBe(400);
      }
    });
  });

  it("shows a member's detail with subscriptions, wallet, bookings and door entries", async () => {
    const res = await call('GET', `/api/admin/users/${jose.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'jose@test.local', dni: '12345678Z' },
      subscriptions: [{ type: 'adult', status: 'active' }],
      wallet: { balance: 0, transactions: [] },
      bookings: [],
      accessLogs: [],
    });
    const missing = await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  describe('roles', () => {
    it('gives a club role, audited, and hands it back to the membership', async () => {
      const res = await call('PUT', `/api/admin/users/${jose.id}/role`, { role: 'vip' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Rol actualizado.', user: { role: 'vip' } });
      const back = await call('PUT', `/api/admin/users/${jose.id}/role`, { role: null });
      // The membership is running: the role is its role again.
      expect(back.json().user.role).toBe('user-adult');
      const audit = await auditOf(jose.id);
      expect(audit.map((a) => [a.action, a.before, a.after, a.adminId])).toEqual([
        ['user.role', { role: 'user-adult' }, { role: 'vip' }, admin.id],
        ['user.role', { role: 'vip' }, { role: 'user-adult' }, admin.id],
      ]);
    });

    it('refuses a membership role, an unknown role and a change of one’s own role', async () => {
      for (const role of ['user-adult', 'superuser', 'guess']) {
        const res = await call('PUT', `/api/admin/users/${pepe.id}/role`, { role });
        expect(res.statusCode, role).toBe(400);
      }
      const own = await call('PUT', `/api/admin/users/${admin.id}/role`, { role: 'coach' });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe('No puedes cambiar tu propio rol.');
      expect((await auditOf(pepe.id)).length).toBe(0);
    });
  });

  describe('UCA requests', () => {
    it('approves a pending request: the role becomes uca', async () => {
      const res = await call('POST', `/api/admin/users/${maria.id}/uca`, { decision: 'approve' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Solicitud UCA aprobada.',
        user: { role: 'uca', ucaRequestedAt: null },
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, maria.id));
      expect(row!.role).toBe('uca');
      expect((await auditOf(maria.id))[0]!.action).toBe('user.uca.approve');
    });

    it('refuses a decision when nothing is pending', async () => {
      const res = await call('POST', `/api/admin/users/${pepe.id}/uca`, { decision: 'reject' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Este usuario no tiene una solicitud UCA pendiente.');
      const bad = await call('POST', `/api/admin/users/${pepe.id}/uca`, { decision: 'maybe' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('wallet adjustments', () => {
    const ledgerSum = async (userId: string) => {
      const [row] = await rowsOf<{ sum: number }>(
        t.database.db,
        sql`select coalesce(sum(case when type = 'credit' then amount_cents else -amount_cents end), 0)::int as sum from wallet_entries where user_id = ${userId}`,
      );
      return row!.sum;
    };
    const balance = async (userId: string) =>
      (await t.database.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]
        ?.balanceCents ?? 0;

    it('writes a ledger entry with the reason and keeps balance = ledger sum', async () => {
      const credit = await call('POST', `/api/admin/users/${pepe.id}/wallet`, {
        type: 'credit',
        amount: 25.5,
        reason: 'Compensación por lluvia',
      });
      expect(credit.statusCode).toBe(200);
      expect(credit.json()).toMatchObject({
        balance: 25.5,
        transaction: {
          type: 'credit',
          amount: 25.5,
          description: 'Ajuste del club: Compensación por lluvia',
        },
      });
      const debit = await call('POST', `/api/admin/users/${pepe.id}/wallet`, {
        type: 'debit',
        amount: 5.25,
        reason: 'Bola perdida',
      });
      expect(debit.json().balance).toBe(20.25);
      expect(await balance(pepe.id)).toBe(2025);
      expect(await ledgerSum(pepe.id)).toBe(2025);
      const audit = (await auditOf(pepe.id)).filter((a) => a.action === 'wallet.adjust');
      expect(audit.map((a) => [a.before, a.after?.balance])).toEqual([
        [{ balance: 0 }, 25.5],
        [{ balance: 25.5 }, 20.25],
      ]);
    });

    it('refuses without a reason, with a bad amount or more than the balance', async () => {
      const cases: Array<[object, string]> = [
        [{ type: 'credit', amount: 10, reason: ' ' }, 'Indica el motivo del ajuste.'],
        [{ type: 'credit', amount: 10 }, 'Indica el motivo del ajuste.'],
        [
          { type: 'credit', amount: -10, reason: 'Error' },
          'El importe debe ser mayor que 0 y tener como mucho 2 decimales.',
        ],
        [
          { type: 'credit', amount: 1.234, reason: 'Error' },
          'El importe debe ser mayor que 0 y tener como mucho 2 decimales.',
        ],
        [
          { type: 'debit', amount: 1000, reason: 'Error' },
          'El saldo del monedero no cubre el cargo.',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await call('POST', `/api/admin/users/${pepe.id}/wallet`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect(await balance(pepe.id)).toBe(2025);
      expect(await ledgerSum(pepe.id)).toBe(2025);
    });
  });

  describe('disable and enable', () => {
    it('ends the sessions at once and refuses the login; enabling lets them in again', async () => {
      expect((await call('GET', '/api/users/me', undefined, pepe)).statusCode).toBe(200);
      const res = await call('POST', `/api/admin/users/${pepe.id}/disable`);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.disabledAt).not.toBeNull();
      expect((await call('GET', '/api/users/me', undefined, pepe)).statusCode).toBe(401);
      const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, pepe.id));
      expect(left).toEqual([]);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'pepe@test.local', password: 'club1234' },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
      const list = await call('GET', '/api/admin/users?disabled=true');
      expect(list.json().users.map((u: { email: string }) => u.email)).toEqual(['pepe@test.local']);

      await call('POST', `/api/admin/users/${pepe.id}/enable`);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'pepe@test.local', password: 'club1234' },
      });
      expect(again.statusCode).toBe(200);
      const actions = (await auditOf(pepe.id)).map((a) => a.action);
      expect(actions).toContain('user.disable');
      expect(actions).toContain('user.enable');
    });

    it('refuses to disable oneself', async () => {
      const res = await call('POST', `/api/admin/users/${admin.id}/disable`);
      expect(res.statusCode).toBe(400);
      expect((await call('GET', '/api/users/me')).statusCode).toBe(200);
    });
  });

  describe('the audit log', () => {
    it('is readable by admins, newest first, filtered by entity', async () => {
      const res = await call('GET', `/api/admin/audit?entityType=user&entityId=${jose.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(2);
      expect(res.json().entries[0]).toMatchObject({
        action: 'user.role',
        admin: { _id: admin.id, name: 'Admin', email: 'admin@test.local' },
        before: { role: 'vip' },
        after: { role: 'user-adult' },
      });
    });

    it('cannot be changed or deleted', async () => {
      const db = t.database.db;
      await expect(db.execute(sql`update admin_audit_log set action = 'x'`)).rejects.toThrow();
      await expect(db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    });
  });
});
