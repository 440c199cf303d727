/**
 * The relay that opens a door. `pulse` switches it on for `pulseMs` and the relay switches itself
 * off (Shelly's `toggle_after`, or the MQTT relay's own timer), so a lost connection never leaves
 * the door unlocked. It rejects when the relay cannot be reached or refuses.
 */
export interface DoorDriver {
  readonly kind: 'log' | 'http' | 'mqtt';
  pulse(doorId: string, pulseMs: number): Promise<void>;
}

/** How long a relay may take to answer before the press counts as failed. */
export const DOOR_TIMEOUT_MS = 4000;
