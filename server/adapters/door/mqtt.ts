import { mqttPublishOnce } from '../relay/mqtt.ts';
import { DOOR_TIMEOUT_MS, type DoorDriver } from './driver.ts';

/** One command per press; the relay's own timer ends the pulse (see relay/mqtt.ts). */
export function createMqttDoor(
  brokerUrl: string,
  topic: string,
  timeoutMs = DOOR_TIMEOUT_MS,
): DoorDriver {
  return {
    kind: 'mqtt',
    async pulse(doorId, pulseMs) {
      const payload = JSON.stringify({ doorId, on: true, toggle_after: pulseMs / 1000 });
      await mqttPublishOnce(brokerUrl, topic, payload, timeoutMs);
    },
  };
}
