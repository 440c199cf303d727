import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Through the real socket.io server: the session cookie authenticates, rooms keep users apart. */
describe('userUpdated over socket.io', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  function connect(cookie?: string): Socket {
    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('refuses a socket without a session', async () => {
    await expect(connected(connect())).rejects.toThrow(/unauthorized/);
  });

  it("reaches the user's own sockets only, with the new profile", async () => {
    const ana = await createUser(t.database.db, { email: 'ana@example.com', name: 'Ana' });
    const beto = await createUser(t.database.db, { email: 'beto@example.com', name: 'Beto' });
    const anaCookie = await loginAs(t.app, 'ana@example.com');
    const betoCookie = await loginAs(t.app, 'beto@example.com');
    const anaSocket = connect(anaCookie);
    const betoSocket = connect(betoCookie);
    await Promise.all([connected(anaSocket), connected(betoSocket)]);

    const heardByBeto: unknown[] = [];
    betoSocket.on(`userUpdated:${ana}`, (p: unknown) => heardByBeto.push(p));
    betoSocket.on(`userUpdated:${beto}`, (p: unknown) => heardByBeto.push(p));
    const received = new Promise<Record<string, unknown>>((resolve) =>
      anaSocket.once(`userUpdated:${ana}`, resolve),
    );

    const form = new FormData();
    form.append('name', 'Ana Actualizada');
    const request = new Request('http://x/', { method: 'PUT', body: form });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, cookie: anaCookie },
    });
    expect(res.statusCode).toBe(200);

    const payload = await received;
    expect(payload).toMatchObject({ id: ana, name: 'Ana Actualizada', email: 'ana@example.com' });
    // Give a stray event time to arrive before asserting that none did.
    await new Promise((r) => setTimeout(r, 200));
    expect(heardByBeto).toEqual([]);
  });
});
