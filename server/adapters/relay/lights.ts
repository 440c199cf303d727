import { httpSwitchSet } from './http.ts';
import { mqttPublishOnce } from './mqtt.ts';

export const LIGHT_DRIVERS = ['log', 'http', 'mqtt'] as const;
export type LightDriverKind = (typeof LIGHT_DRIVERS)[number];

/** How one court's light relay is reached, as the admin set it in the court form. */
export interface LightRelayConfig {
  driver: LightDriverKind;
  /** The device's base URL (http) or the broker's URL (mqtt). */
  url: string | null;
  /** The MQTT topic the relay listens on. */
  topic: string | null;
}

/** Switches a court's lights; resolves with the relay's answer, rejects when it does not answer. */
export type SwitchLight = (
  courtId: string,
  relay: LightRelayConfig,
  on: boolean,
) => Promise<string>;

const LIGHT_TIMEOUT_MS = 4000;

/**
 * The real relays, through the door's drivers. Unlike the door, lights stay as set: the next
 * evaluation corrects a relay that missed a command, so no device timer is needed.
 */
export const switchLight: SwitchLight = async (courtId, relay, on) => {
  switch (relay.driver) {
    case 'http':
      if (!relay.url) throw new Error('relay without URL');
      return httpSwitchSet(relay.url, { on: String(on) }, LIGHT_TIMEOUT_MS);
    case 'mqtt':
      if (!relay.url || !relay.topic) throw new Error('relay without broker or topic');
      return mqttPublishOnce(
        relay.url,
        relay.topic,
        JSON.stringify({ courtId, on }),
        LIGHT_TIMEOUT_MS,
      );
    case 'log':
      return `log: ${on ? 'encendida' : 'apagada'}`;
  }
};
