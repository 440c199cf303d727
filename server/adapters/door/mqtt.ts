import { lazy } from '../../lib/lazy.ts';
import { DOOR_TIMEOUT_MS, type DoorDriver } from './driver.ts';

const loadMqtt = lazy(async () => (await import('mqtt')).default);

/**
 * Publishes one command per press with QoS 1 (the broker acknowledges it) and disconnects: a door
 * opens a few times an hour, so a standing connection buys nothing and could go stale unnoticed.
 */
export function createMqttDoor(
  brokerUrl: string,
  topic: string,
  timeoutMs = DOOR_TIMEOUT_MS,
): DoorDriver {
  return {
    kind: 'mqtt',
    async pulse(doorId, pulseMs) {
      const mqtt = await loadMqtt();
      const client = await mqtt.connectAsync(brokerUrl, {
        connectTimeout: timeoutMs,
        reconnectPeriod: 0,
        clean: true,
      });
      try {
        const payload = JSON.stringify({ doorId, on: true, toggle_after: pulseMs / 1000 });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('MQTT publish timed out')), timeoutMs);
        });
        try {
          await Promise.race([client.publishAsync(topic, payload, { qos: 1 }), timeout]);
        } finally {
          clearTimeout(timer);
        }
      } finally {
        await client.endAsync(true).catch(() => undefined);
      }
    },
  };
}
