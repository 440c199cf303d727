import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSwitchSet } from './http.ts';

describe('a Shelly-style relay command', () => {
  let relay: http.Server;
  let url = '';
  let connections = 0;
  const received: { path: string; connection: string | undefined }[] = [];

  beforeAll(async () => {
    relay = http.createServer((req, res) => {
      received.push({ path: req.url ?? '', connection: req.headers.connection });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"was_on":false}');
    });
    relay.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

  it('goes on a connection of its own, so a relay closing idle ones never loses a command', async () => {
    expect(await httpSwitchSet(url, { on: 'true' }, 1000)).toBe('HTTP 200 {"was_on":false}');
    expect(await httpSwitchSet(url, { on: 'false' }, 1000)).toBe('HTTP 200 {"was_on":false}');
    expect(received).toEqual([
      { path: '/rpc/Switch.Set?id=0&on=true', connection: 'close' },
      { path: '/rpc/Switch.Set?id=0&on=false', connection: 'close' },
    ]);
    expect(connections).toBe(2);
  });
});
