import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { addUser, DOOR, logsOf, unlock } from '#tests/helpers/door.ts';

describe('door: the http driver pulses a Shelly-style relay', () => {
  let relay: http.Server;
  const calls: string[] = [];
  let answer = 200;
  let t: TestApp;

  beforeAll(async () => {
    relay = http.createServer((req, res) => {
      calls.push(req.url ?? '');
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ was_on: false }));
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as AddressInfo;
    t = await createTestApp({
      env: {
        DOOR_DRIVER: 'http',
        DOOR_HTTP_URL: `http://127.0.0.1:${port}/`,
        DOOR_PULSE_MS: '2500',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => relay.close(resolve));
  });

  it('calls Switch.Set with on=true and toggle_after in seconds', async () => {
    const who = await addUser(t.database.db, 'admin');
    const res = await unlock(t, who.cookie);
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual(['/rpc/Switch.Set?id=0&on=true&toggle_after=2.5']);
  });

  it('turns a relay error into a 502 and a failed log row', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2600));
    answer = 500;
    const who = await addUser(t.database.db, 'coach');
    const res = await unlock(t, who.cookie);
    expect(res.statusCode).toBe(502);
    expect(await logsOf(t.database.db, who.id)).toMatchObject([{ result: 'failed' }]);
  });
});

const MQTT_URL = process.env.DOOR_TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

async function brokerAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 1883) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const broker = await brokerAnswers(MQTT_URL);

describe.skipIf(!broker)(
  `door: the mqtt driver publishes with QoS 1${broker ? '' : ` — skipped: no MQTT broker answers at ${MQTT_URL}`}`,
  () => {
    it('publishes the pulse command to the configured topic', async () => {
      const topic = `club-test/door/${Date.now()}/set`;
      const listener = await mqtt.connectAsync(MQTT_URL, { reconnectPeriod: 0 });
      const received = new Promise<{ payload: string; qos: number }>((resolve) => {
        listener.on('message', (_topic, payload, packet) =>
          resolve({ payload: payload.toString(), qos: packet.qos }),
        );
      });
      await listener.subscribeAsync(topic, { qos: 1 });
      const t = await createTestApp({
        env: { DOOR_DRIVER: 'mqtt', DOOR_MQTT_URL: MQTT_URL, DOOR_MQTT_TOPIC: topic },
      });
      try {
        const who = await addUser(t.database.db, 'admin');
        const res = await unlock(t, who.cookie);
        expect(res.statusCode).toBe(200);
        const message = await received;
        expect(JSON.parse(message.payload)).toEqual({ doorId: DOOR, on: true, toggle_after: 3 });
        expect(message.qos).toBe(1);
      } finally {
        await t.close();
        await listener.endAsync(true);
      }
    });
  },
);
