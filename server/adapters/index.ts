import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { createFileStore, type FileStore } from './files/index.ts';
import { createDoorDriver, type DoorDriver } from './door/index.ts';
import { createPaymentGateway, type PaymentGateway } from './payments/index.ts';
import { createWeather, type WeatherProvider } from './weather/index.ts';

/**
 * Each outside system behind one interface, with the implementation picked here, once, from
 * config. Services never ask which one they got.
 */
export interface Adapters {
  mailer: Mailer;
  files: FileStore;
  door: DoorDriver;
  payments: PaymentGateway;
  weather: WeatherProvider;
}

export function createAdapters(config: Config, db: Database): Adapters {
  return {
    mailer: createMailer(config, db),
    files: createFileStore(config),
    door: createDoorDriver(config),
    payments: createPaymentGateway(config, db),
    weather: createWeather(config),
  };
}
