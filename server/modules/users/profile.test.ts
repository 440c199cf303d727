import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema/index.ts';
import { recordingRealtime } from '#tests/helpers/recording-realtime.ts';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { runJob } from '../../jobs.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { mailedToken } from '#tests/helpers/mails.ts';
import { loadApiUser } from './service.ts';

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Part = string | { bytes: Buffer; filename: string; type: string };

/** A real multipart body, encoded the way a browser's FormData is. */
async function multipart(parts: Record<string, Part>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe('PUT /users/update', () => {
  let t: TestApp;
  const realtime = recordingRealtime();
  const emitted = realtime.toUsers;
  let userId: string;
  let cookie: string;

  const update = async (parts: Record<string, Part>, withCookie = cookie) => {
    const body = await multipart(parts);
    return t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      payload: body.payload,
      headers: { ...body.headers, ...(withCookie ? { cookie: withCookie } : {}) },
    });
  };
  const row = async () =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({
      realtime,
      env: { MAX_UPLOAD_BYTES: '20000' },
    });
    userId = await createUser(t.database.db, { email: 'perfil@example.com', name: 'Pepa' });
    await createUser(t.database.db, { email: 'ocupado@example.com' });
    cookie = await loginAs(t.app, 'perfil@example.com');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    emitted.length = 0;
  });

  it('needs a session', async () => {
    const res = await update({ name: 'Nadie' }, '');
    expect(res.statusCode).toBe(401);
  });

  it('updates the fields, stores a real PNG avatar under a server-made name and serves it back', async () => {
    const res = await update({
      name: 'Pepa Nueva',
      email: 'perfil@example.com',
      dob: '1985-12-24',
      dni: '12345678z',
      isUca: 'false',
      image: { bytes: PNG, filename: '../../evil.php', type: 'application/x-php' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Perfil actualizado con éxito',
      user: { id: userId, name: 'Pepa Nueva', dob: '1985-12-24', dni: '12345678Z', isUca: false },
    });
    const image: string = body.user.image;
    expect(image).toMatch(/^\/uploads\/[\w-]{43}\.png$/);
    expect(image).not.toContain('evil');

    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.json().user.image).toBe(image);
  });

  it('emits userUpdated:{userId} with the spec payload to that user', async () => {
    const res = await update({ name: 'Pepa Emitida' });
    expect(res.statusCode).toBe(200);
    expect(emitted).toHaveLength(1);
    const [event] = emitted;
    expect(event!.userId).toBe(userId);
    expect(event!.event).toBe(`userUpdated:${userId}`);
    expect(event!.payload).toMatchObject({
      id: userId,
      email: 'perfil@example.com',
      name: 'Pepa Emitida',
      dob: '1985-12-24',
      role: 'guess',
      league: false,
      dni: '12345678Z',
      universityCard: null,
      subscriptions: [],
    });
    for (const key of ['image', 'universityCard', 'subscriptions', 'league', 'role']) {
      expect(event!.payload).toHaveProperty(key);
    }
  });

  it('replaces the avatar and deletes the old file', async () => {
    const before = (await row()).image!;
    const res = await update({ image: { bytes: PNG, filename: 'a.png', type: 'image/png' } });
    expect(res.statusCode).toBe(200);
    const after = (await row()).image!;
    expect(after).not.toBe(before);
    expect(fs.existsSync(path.join(t.config.uploadDir, before))).toBe(false);
    expect(fs.existsSync(path.join(t.config.uploadDir, after))).toBe(true);
  });

  it('refuses a non-image avatar with a Spanish 400 and writes nothing', async () => {
    const before = await row();
    const filesBefore = fs.readdirSync(t.config.uploadDir).sort();
    const res = await update({
      name: 'No Debe Cambiar',
      image: { bytes: Buffer.from('<?php echo 1; ?>'), filename: 'foto.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Solo se permiten imágenes (JPG, PNG, WebP, GIF o AVIF).',
    });
    expect((await row()).name).toBe(before.name);
    expect(fs.readdirSync(t.config.uploadDir).sort()).toEqual(filesBefore);
    expect(emitted).toHaveLength(0);
  });

  it('removes a stored avatar again when the university card is refused', async () => {
    const filesBefore = fs.readdirSync(t.config.uploadDir).sort();
    const res = await update({
      image: { bytes: PNG, filename: 'a.png', type: 'image/png' },
      universityCard: { bytes: Buffer.from('%PDF-1.4 nope'), filename: 'c.pdf', type: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(fs.readdirSync(t.config.uploadDir).sort()).toEqual(filesBefore);
  });

  it('refuses an image over the size cap with a Spanish message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(30_000)]);
    const res = await update({ image: { bytes: big, filename: 'big.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/demasiado grande/);
  });

  it("answers a taken e-mail with its code and the spec's text", async () => {
    const res = await update({ email: 'Ocupado@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'El email ya está registrado.',
      code: 'EMAIL_TAKEN',
    });
    expect((await row()).email).toBe('perfil@example.com');
  });

  it.each([
    ['bad e-mail', { email: 'no-es-email' }],
    ['empty name', { name: '' }],
    ['huge name', { name: 'x'.repeat(5_000) }],
    ['field over the multipart limit', { name: 'x'.repeat(20_000) }],
    ['bad dob', { dob: '1990-13-01' }],
    ['future dob', { dob: '2999-01-01' }],
    ['isUca not a boolean', { isUca: 'quizá' }],
    ['short password', { password: 'abc' }],
    ['bad dni', { dni: '<script>' }],
  ])('refuses %s with a 400 and writes nothing', async (_name, parts) => {
    const before = await row();
    const res = await update(parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(await row()).toEqual(before);
  });

  it('refuses a JSON body (the form is multipart)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: { cookie },
      payload: { name: 'Json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('never lets the form change the role', async () => {
    const res = await update({ role: 'admin', isUca: 'true', league: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'guess', isUca: false, league: false });
    expect((await row()).role).toBe('guess');
  });

  it('records a UCA request (not a role) when a non-member sends isUca with a university card', async () => {
    const res = await update({
      isUca: 'true',
      universityCard: { bytes: PNG, filename: 'carne.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.universityCard).toBe(`/api/users/${userId}/university-card`);
    expect(res.json().user.isUca).toBe(false);
    expect((await row()).ucaRequestedAt).toBeInstanceOf(Date);

    await update({ isUca: 'false' });
    expect((await row()).ucaRequestedAt).toBeNull();
  });

  it('serves a university card only to its owner and admins, privately; never under /uploads', async () => {
    const url = `/api/users/${userId}/university-card`;
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const own = await get({ cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    await createUser(t.database.db, { email: 'jefa-doc@example.com', role: 'admin' });
    await createUser(t.database.db, { email: 'curioso@example.com', role: 'user-adult' });
    const admin = await get({ cookie: await loginAs(t.app, 'jefa-doc@example.com') });
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.equals(PNG)).toBe(true);
    const other = await get({ cookie: await loginAs(t.app, 'curioso@example.com') });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Documento no encontrado.' });
    expect((await get()).statusCode).toBe(401);

    // The stored name is unguessable, and even known it is not served statically.
    const name = (await row()).universityCard!;
    const leaked = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(leaked.statusCode).toBe(404);
  });

  it('moves a card stored publicly before cards were private out of /uploads at start-up', async () => {
    const name = (await row()).universityCard!;
    const ctx = serviceContext(t);
    // As an older version left it: in the public directory.
    fs.renameSync(
      path.join(ctx.files.privateDirectory, name),
      path.join(ctx.files.directory, name),
    );
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(200);
    await runJob(ctx, 'private documents');
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/users/${userId}/university-card`,
      headers: { cookie },
    });
    expect(own.rawPayload.equals(PNG)).toBe(true);
  });

  it('a new password works, ends the other sessions and keeps this one', async () => {
    const other = await loginAs(t.app, 'perfil@example.com');
    const res = await update({ password: 'nuevaClave9', dob: '' });
    expect(res.statusCode).toBe(200);
    const me = (c: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: c } });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    cookie = await loginAs(t.app, 'perfil@example.com', 'nuevaClave9');
  });

  it('an e-mail change must be confirmed at the new address before the next login', async () => {
    const res = await update({ email: 'Nuevo@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('nuevo@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nuevo@example.com', password: 'nuevaClave9' },
    });
    expect(login.statusCode).toBe(403);
    const token = await mailedToken(t.database.db, 'nuevo@example.com', '/verify-email');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    await loginAs(t.app, 'nuevo@example.com', 'nuevaClave9');
  });
});

describe('loadApiUser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('includes the subscriptions, oldest first, and null for an unknown id', async () => {
    const id = await createUser(t.database.db, {
      email: 'abonado@example.com',
      role: 'user-adult',
    });
    await t.database.db.insert(subscriptions).values([
      {
        userId: id,
        gatewayId: 'sub_1',
        type: 'adult',
        status: 'active',
        currentPeriodEnd: new Date('2026-05-01T00:00:00Z'),
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        userId: id,
        gatewayId: 'sub_2',
        type: 'socio_4p_4h',
        status: 'canceled',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    const user = await loadApiUser(t.database.db, id);
    expect(user?.subscriptions).toEqual([
      {
        id: expect.any(String),
        type: 'adult',
        status: 'active',
        currentPeriodEnd: '2026-05-01T00:00:00.000Z',
      },
      { id: expect.any(String), type: 'socio_4p_4h', status: 'canceled', currentPeriodEnd: null },
    ]);
    expect(await loadApiUser(t.database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
