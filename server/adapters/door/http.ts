import { httpSwitchSet } from '../relay/http.ts';
import { DOOR_TIMEOUT_MS, type DoorDriver } from './driver.ts';

/**
 * A relay on the network with a Shelly-style RPC: `Switch.Set` with `toggle_after` turns the
 * output on and lets the device itself turn it off after the pulse.
 */
export function createHttpDoor(baseUrl: string, timeoutMs = DOOR_TIMEOUT_MS): DoorDriver {
  return {
    kind: 'http',
    async pulse(_doorId, pulseMs) {
      await httpSwitchSet(baseUrl, { on: 'true', toggle_after: String(pulseMs / 1000) }, timeoutMs);
    },
  };
}
