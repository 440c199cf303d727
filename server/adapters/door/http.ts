import { DOOR_TIMEOUT_MS, type DoorDriver } from './driver.ts';

/**
 * A relay on the network with a Shelly-style RPC: `Switch.Set` with `toggle_after` turns the
 * output on and lets the device itself turn it off after the pulse.
 */
export function createHttpDoor(baseUrl: string, timeoutMs = DOOR_TIMEOUT_MS): DoorDriver {
  const root = baseUrl.replace(/\/$/, '');
  return {
    kind: 'http',
    async pulse(_doorId, pulseMs) {
      const url = new URL(`${root}/rpc/Switch.Set`);
      url.searchParams.set('id', '0');
      url.searchParams.set('on', 'true');
      url.searchParams.set('toggle_after', String(pulseMs / 1000));
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`relay answered HTTP ${response.status}`);
    },
  };
}
