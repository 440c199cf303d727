import type { DoorDriver } from './driver.ts';

export interface LogDoorPulse {
  doorId: string;
  pulseMs: number;
  at: Date;
}

export interface LogDoor extends DoorDriver {
  /** The latest pulses, newest last (bounded), for a demo or a test to look at. */
  readonly pulses: readonly LogDoorPulse[];
}

const KEEP = 100;

/** The default: no relay, every unlock is recorded (and printed) instead. */
export function createLogDoor(options: { print: boolean }): LogDoor {
  const pulses: LogDoorPulse[] = [];
  return {
    kind: 'log',
    pulses,
    async pulse(doorId, pulseMs) {
      pulses.push({ doorId, pulseMs, at: new Date() });
      if (pulses.length > KEEP) pulses.shift();
      if (options.print) {
        console.info(`[door:log] puerta '${doorId}' abierta (pulso de ${pulseMs} ms)`);
      }
    },
  };
}
