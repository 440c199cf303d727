import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting comes from the environment and is validated once at start-up, so a typo in a
 * deployment fails loudly before the server accepts a request. Every default is the embedded,
 * offline one: PGlite in ./data, the outbox for mail, the sandbox gateway and the log door.
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * SEED_DEMO: the demo club with eight weeks of past activity (true, the default), the bare demo
 * club (empty), or nothing (false); the old boolean spellings still read as before.
 */
const seedDemo = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'empty'], {
    error: () =>
      "must be 'true' (demo club with eight weeks of history), 'empty' (demo club without history) or 'false' (no demo club)",
  })
  .transform((v): SeedDemo => {
    if (v === 'empty') return 'empty';
    return v === 'true' || v === '1' || v === 'yes' ? 'history' : false;
  });

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),

  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: seedDemo.default('history'),

  CLUB_NAME: z.string().min(1).default('Club de Tenis y Pádel'),
  CLUB_TIMEZONE: z.string().default('Europe/Madrid'),
  CLUB_LAT: z.coerce.number().min(-90).max(90).default(40.4168),
  CLUB_LON: z.coerce.number().min(-180).max(180).default(-3.7038),
  /** Court lights: minutes on before a booking, off after the last, dark before sunset. */
  LIGHTS_BEFORE_MINUTES: z.coerce.number().int().min(0).max(120).default(5),
  LIGHTS_AFTER_MINUTES: z.coerce.number().int().min(0).max(120).default(5),
  LIGHTS_SUN_MARGIN_MINUTES: z.coerce.number().int().min(-120).max(180).default(30),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Club de Tenis y Pádel <no-reply@club.local>'),

  /** Registrations allowed per IP address per hour (a club's Wi-Fi is one address). */
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  ALLOW_SANDBOX_PAYMENTS: bool.default(false),
  /**
   * End-to-end tests only: a request may carry its own clock (X-Test-Now) and forecast
   * (X-Test-Rain). Refused with NODE_ENV=production.
   */
  TEST_REQUEST_HOOKS: bool.default(false),

  DOOR_DRIVER: z.enum(['log', 'http', 'mqtt']).default('log'),
  DOOR_ID: z.string().min(1).default('main'),
  DOOR_PULSE_MS: z.coerce.number().int().min(100).max(60000).default(3000),
  DOOR_HTTP_URL: optionalUrl,
  DOOR_MQTT_URL: optionalUrl,
  DOOR_MQTT_TOPIC: z.string().default('club/door/main/set'),

  WEATHER_PROVIDER: z.enum(['open-meteo', 'none']).default('open-meteo'),
  WEATHER_URL: z.string().url().default('https://api.open-meteo.com/v1/forecast'),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().positive().default(2500),

  /** Web push: the VAPID key pair (base64url) instead of the one kept in the database. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services contact about this sender: mailto: or https:. */
  VAPID_SUBJECT: optionalString,

  /** VERI*FACTU: the club's certificate (PKCS#12) that signs in to AEAT, and its password. */
  AEAT_CERTIFICATE_FILE: optionalString,
  AEAT_CERTIFICATE_PASSWORD: z.string().default(''),
  /** Another AEAT address than the one of the environment chosen in Ajustes (tests). */
  AEAT_ENDPOINT: optionalUrl,
  /** Authorities trusted for AEAT's server besides Node's (tests' own CA), PEM. */
  AEAT_CA_FILE: optionalString,
  /** Who produces this billing software (SistemaInformatico) and this installation's number. */
  SIF_PRODUCER_NIF: z.string().default('89890001K'),
  SIF_PRODUCER_NAME: z.string().default('Club App (pruebas)'),
  SIF_INSTALLATION: z.string().min(1).max(100).default('1'),
});

/** What the first start seeds into an empty database: see SEED_DEMO. */
export type SeedDemo = 'history' | 'empty' | false;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where members reach the PWA; links in e-mails point here. */
  publicUrl: string;
  trustProxy: boolean;
  logLevel: string;
  corsOrigins: string[];
  /** Secure cookies everywhere except plain-http local development. */
  secureCookies: boolean;
  database: { url?: string; dataDir: string };
  dataDir: string;
  uploadDir: string;
  /** Seed the demo club at start (with or without its past), or not at all. */
  seedDemo: SeedDemo;
  club: { name: string; timezone: string; lat: number; lon: number };
  mail: { smtpUrl?: string; from: string };
  maxUploadBytes: number;
  registerLimitPerIp: number;
  payments:
    | { gateway: 'sandbox' }
    | {
        gateway: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiHost?: string;
        apiPort?: number;
        apiProtocol?: 'http' | 'https';
      };
  door: {
    driver: 'log' | 'http' | 'mqtt';
    doorId: string;
    pulseMs: number;
    httpUrl?: string;
    mqttUrl?: string;
    mqttTopic: string;
  };
  weather: { provider: 'open-meteo' | 'none'; url: string; timeoutMs: number };
  lights: { beforeMinutes: number; afterMinutes: number; sunMarginMinutes: number };
  /** Web push: keys given in settings (else the database's), and the VAPID contact. */
  push: { vapidKeys?: { publicKey: string; privateKey: string }; vapidSubject: string };
  /** Per-request clock and forecast headers for end-to-end tests (server/plugins/test-hooks.ts). */
  testRequestHooks: boolean;
  /** VERI*FACTU's sending (decision 091): the certificate, the address, the software's maker. */
  aeat: {
    certificateFile?: string;
    certificatePassword: string;
    endpoint?: string;
    caFile?: string;
    producer: { nif: string; name: string };
    installation: string;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Without VAPID_SUBJECT: the public URL when it is https, else the sender's address of MAIL_FROM
 * (push services accept only those two forms).
 */
function vapidSubjectOf(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

type Env = z.infer<typeof envSchema>;

/** The certificate and authority files named must be there: a missing one is a typo. */
function aeatProblems(e: Env): string[] {
  const files = { AEAT_CERTIFICATE_FILE: e.AEAT_CERTIFICATE_FILE, AEAT_CA_FILE: e.AEAT_CA_FILE };
  return Object.entries(files)
    .filter(([, file]) => file && !fs.existsSync(file))
    .map(([name, file]) => `${name}: no file at '${file}'`);
}

function aeatConfigOf(e: Env): Config['aeat'] {
  return {
    certificateFile: e.AEAT_CERTIFICATE_FILE,
    certificatePassword: e.AEAT_CERTIFICATE_PASSWORD,
    endpoint: e.AEAT_ENDPOINT,
    caFile: e.AEAT_CA_FILE,
    producer: { nif: e.SIF_PRODUCER_NIF, name: e.SIF_PRODUCER_NAME },
    installation: e.SIF_INSTALLATION,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];

  if (!isValidTimeZone(e.CLUB_TIMEZONE))
    problems.push(`CLUB_TIMEZONE: unknown time zone '${e.CLUB_TIMEZONE}'`);

  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  const stripeSet = stripeKeys.filter(Boolean).length;
  if (stripeSet > 0 && stripeSet < 3) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const payments: Config['payments'] =
    stripeSet === 3
      ? {
          gateway: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY!,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiHost: e.STRIPE_API_HOST,
          apiPort: e.STRIPE_API_PORT,
          apiProtocol: e.STRIPE_API_PROTOCOL,
        }
      : { gateway: 'sandbox' };
  if (e.NODE_ENV === 'production' && payments.gateway === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    problems.push(
      'NODE_ENV=production without Stripe keys would take sandbox payments: set the STRIPE_* keys, or ALLOW_SANDBOX_PAYMENTS=true if that is intended',
    );
  }
  if (e.NODE_ENV === 'production' && e.TEST_REQUEST_HOOKS) {
    problems.push(
      'TEST_REQUEST_HOOKS=true lets requests set the clock: never with NODE_ENV=production',
    );
  }
  if (e.DOOR_DRIVER === 'http' && !e.DOOR_HTTP_URL)
    problems.push('DOOR_DRIVER=http needs DOOR_HTTP_URL');
  if (e.DOOR_DRIVER === 'mqtt' && !e.DOOR_MQTT_URL)
    problems.push('DOOR_DRIVER=mqtt needs DOOR_MQTT_URL');

  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (e.VAPID_SUBJECT && !/^(mailto:|https:\/\/)\S+$/.test(e.VAPID_SUBJECT))
    problems.push('VAPID_SUBJECT must be a mailto: address or an https: URL');

  problems.push(...aeatProblems(e));

  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    secureCookies: publicUrl.startsWith('https://'),
    database: { url: e.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    seedDemo: e.SEED_DEMO,
    club: { name: e.CLUB_NAME, timezone: e.CLUB_TIMEZONE, lat: e.CLUB_LAT, lon: e.CLUB_LON },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    registerLimitPerIp: e.REGISTER_LIMIT_PER_IP,
    payments,
    door: {
      driver: e.DOOR_DRIVER,
      doorId: e.DOOR_ID,
      pulseMs: e.DOOR_PULSE_MS,
      httpUrl: e.DOOR_HTTP_URL,
      mqttUrl: e.DOOR_MQTT_URL,
      mqttTopic: e.DOOR_MQTT_TOPIC,
    },
    weather: { provider: e.WEATHER_PROVIDER, url: e.WEATHER_URL, timeoutMs: e.WEATHER_TIMEOUT_MS },
    lights: {
      beforeMinutes: e.LIGHTS_BEFORE_MINUTES,
      afterMinutes: e.LIGHTS_AFTER_MINUTES,
      sunMarginMinutes: e.LIGHTS_SUN_MARGIN_MINUTES,
    },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? vapidSubjectOf(publicUrl, e.MAIL_FROM),
    },
    testRequestHooks: e.TEST_REQUEST_HOOKS,
    aeat: aeatConfigOf(e),
  };
}
