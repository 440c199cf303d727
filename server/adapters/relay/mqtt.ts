import { lazy } from '../../lib/lazy.ts';

const loadMqtt = lazy(async () => (await import('mqtt')).default);

/**
 * Publishes one command with QoS 1 (the broker acknowledges it) and disconnects: relays switch a
 * few times an hour, so a standing connection buys nothing and could go stale unnoticed. Shared by
 * the door and the court lights.
 */
export async function mqttPublishOnce(
  brokerUrl: string,
  topic: string,
  payload: string,
  timeoutMs: number,
): Promise<string> {
  const mqtt = await loadMqtt();
  const client = await mqtt.connectAsync(brokerUrl, {
    connectTimeout: timeoutMs,
    reconnectPeriod: 0,
    clean: true,
  });
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('MQTT publish timed out')), timeoutMs);
    });
    try {
      await Promise.race([client.publishAsync(topic, payload, { qos: 1 }), timeout]);
    } finally {
      clearTimeout(timer);
    }
    const relayAnswer = `MQTT ${topic} acknowledged`;
    return relayAnswer;
  } finally {
    await client.endAsync(true).catch(() => undefined);
  }
}
