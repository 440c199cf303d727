import type { Config } from '../../config.ts';
import type { DoorDriver } from './driver.ts';
import { createHttpDoor } from './http.ts';
import { createLogDoor } from './log.ts';
import { createMqttDoor } from './mqtt.ts';

export type { DoorDriver } from './driver.ts';

export function createDoorDriver(config: Config): DoorDriver {
  switch (config.door.driver) {
    case 'http':
      return createHttpDoor(config.door.httpUrl!);
    case 'mqtt':
      return createMqttDoor(config.door.mqttUrl!, config.door.mqttTopic);
    case 'log':
      return createLogDoor({ print: config.logLevel !== 'silent' });
  }
}
