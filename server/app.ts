import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAdapters, type Adapters } from './adapters/index.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startJobs } from './jobs.ts';
import { closeAeatClients } from './modules/invoicing/index.ts';
import { findSessionUser, sessionStore } from './modules/auth/index.ts';
import { apiModules, registerPaymentHandlers } from './modules/index.ts';
import { registerRoutes } from './modules/route.ts';
import { createPaymentHandlers, type PaymentHandlers } from './payment-handlers.ts';
import { accessPlugin } from './plugins/access.ts';
import { docsPlugin } from './plugins/docs.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin, requestTranslator, sendFrameworkError } from './plugins/errors.ts';
import { inputTextPlugin } from './plugins/input-text.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionsPlugin } from './plugins/sessions.ts';
import { staticPwaPlugin } from './plugins/static-pwa.ts';
import { testClock, testHooksPlugin, testWeather } from './plugins/test-hooks.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import type { Realtime } from './realtime.ts';

export const API_PREFIX = '/api';
/** Paths the PWA's navigation fallback must never answer with the app shell. */
export const NON_APP_PREFIXES = [API_PREFIX, '/socket.io', '/uploads'];

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replace adapters (tests pass fakes or local test servers). */
  adapters?: Partial<Adapters>;
  /** The built PWA to serve; omitted in API-only tests and in `npm run dev`. */
  staticDir?: string;
  now?: () => Date;
  /** Replace the socket.io hub (tests observe emitted events); by default one is created. */
  realtime?: Realtime;
  /** The registry the modules fill (tests pass one to add handlers of their own). */
  paymentHandlers?: PaymentHandlers;
  /** Start the background jobs of jobs.ts (default true). */
  jobs?: boolean;
}

/**
 * The context every module gets, with the modules' payment handlers registered on it. Tests that
 * call services directly build theirs the same way.
 */
export function createAppContext(
  options: Omit<BuildAppOptions, 'staticDir' | 'jobs' | 'realtime'> & { realtime: Realtime },
): AppContext {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    realtime: options.realtime,
    now: config.testRequestHooks ? testClock(now) : now,
    paymentHandlers: options.paymentHandlers ?? createPaymentHandlers(),
    ...createAdapters(config, database.db),
    ...options.adapters,
  };
  if (config.testRequestHooks) ctx.weather = testWeather(ctx.weather);
  registerPaymentHandlers(ctx);
  return ctx;
}

function createServer(config: Config) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // One line per request is noise at info level; debug turns it back on.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    // A long but bounded wait: a stalled client cannot hold a socket forever.
    requestTimeout: 30_000,
    // While closing, requests on open connections are served (with `Connection: close`), not
    // refused: the drain plugin closes the connections.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** The app: infrastructure plugins first (as fastify/demo does), then the modules under /api. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = createServer(config);
  // First, so its preClose runs first: HTTP drains before the sockets and the database close.
  await app.register(drainPlugin);
  await app.register(errorsPlugin);
  if (config.testRequestHooks) await app.register(testHooksPlugin);
  await app.register(securityPlugin, {
    config,
    apiPrefix: API_PREFIX,
    staticDir: options.staticDir,
  });
  await app.register(inputTextPlugin);
  await app.register(docsPlugin, { apiPrefix: API_PREFIX });
  await app.register(realtimePlugin, {
    config,
    database,
    realtime: options.realtime,
    findSessionUser: (token) => findSessionUser(database.db, token),
  });
  await app.register(sessionsPlugin, {
    store: sessionStore(database.db, app.realtime),
    secureCookies: config.secureCookies,
    realtime: app.realtime,
  });
  await app.register(accessPlugin);

  const ctx = createAppContext({ ...options, realtime: app.realtime });
  await app.register(uploadsPlugin, { directory: ctx.files.directory });
  await app.register(
    async (api) => {
      const routes = apiModules.flatMap((list) => list(ctx, app.log));
      await api.register(registerRoutes(routes, ctx.config.maxUploadBytes));
      api.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .send({ success: false, message: requestTranslator(request)('errors.routeNotFound') }),
      );
    },
    { prefix: API_PREFIX },
  );
  await app.register(staticPwaPlugin, {
    staticDir: options.staticDir,
    nonAppPrefixes: NON_APP_PREFIXES,
  });

  if (options.jobs !== false) {
    const jobs = startJobs(ctx, app.log);
    app.addHook('onClose', async () => {
      await jobs.stop();
      closeAeatClients();
    });
  }
  return app;
}
