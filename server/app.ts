import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAdapters, type Adapters } from './adapters/index.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { HttpError } from './lib/errors.ts';
import { sessionPlugin } from './modules/auth/session.ts';
import { apiModules } from './modules/index.ts';
import { createRealtime, type Realtime } from './realtime.ts';

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
}

/** The host of an Origin header, or null when it is not a URL (`null`, garbage). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses some text outright (a NUL byte in a string: 22021, 22P05). That is the
 * client's input, not a server fault, whichever module stored it.
 */
function isInvalidTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (code === '22021' || code === '22P05') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

function formatZodIssues(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((v) => {
      const where = String(v.instancePath || '')
        .replace(/^\//, '')
        .replaceAll('/', '.');
      return where ? `${where}: ${v.message}` : String(v.message);
    })
    .join('; ');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // One line per request is noise at info level; debug turns it back on.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 1024 * 1024,
    // A long but bounded wait: a stalled client cannot hold a socket forever.
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ success: false, message: formatZodIssues(error) });
    }
    if (isInvalidTextError(error)) {
      return reply
        .code(400)
        .send({ success: false, message: 'El texto contiene caracteres no válidos.' });
    }
    // Fastify's own client errors (malformed JSON, body too large, bad content type, multipart
    // limits) carry a 4xx status; pass them on with their message.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: 'Error interno del servidor.' });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // Stripe's iframes need to be embeddable cross-origin.
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 2, fields: 20, fieldSize: 10_000, parts: 24 },
  });

  // Browsers send Origin on every cross-site state-changing request; refuse foreign ones. The
  // SameSite=Lax cookie already keeps cross-site POSTs anonymous, this closes the rest.
  const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = request.headers.host && originHost(origin) === request.headers.host;
    if (!sameHost && !allowedOrigins.has(origin)) {
      throw new HttpError(403, 'Origen no permitido.');
    }
  });

  await app.register(sessionPlugin, { db: database.db, secureCookies: config.secureCookies });

  const realtime =
    options.realtime ??
    createRealtime(app.server, {
      db: database.db,
      pool: database.pool,
      corsOrigins: config.corsOrigins,
    });
  app.addHook('preClose', async () => realtime.close());

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    realtime,
    now: options.now ?? (() => new Date()),
    ...createAdapters(config, database.db),
    ...options.adapters,
  };

  await app.register(
    async (api) => {
      for (const routes of apiModules) await api.register(routes(ctx));
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ success: false, message: 'Ruta no encontrada.' }),
      );
    },
    { prefix: API_PREFIX },
  );

  fs.mkdirSync(ctx.files.directory, { recursive: true });
  await app.register(
    async (uploads) => {
      await uploads.register(fastifyStatic, {
        root: ctx.files.directory,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        maxAge: '7d',
        immutable: true,
      });
    },
    { prefix: '/uploads' },
  );

  const staticDir = options.staticDir;
  if (staticDir && fs.existsSync(path.join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      // Hashed assets never change; the HTML, the manifest and the service worker must be
      // revalidated every time so an update is seen at the next launch.
      setHeaders(res, filePath) {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
        if (relative.startsWith('assets/')) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
        if (relative.endsWith('.webmanifest')) {
          res.header('Content-Type', 'application/manifest+json');
        }
      },
    });
    const indexHtml = path.join(staticDir, 'index.html');
    app.setNotFoundHandler((request, reply) => {
      const isApp = !NON_APP_PREFIXES.some(
        (p) => request.url === p || request.url.startsWith(`${p}/`),
      );
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        isApp &&
        !path.extname(request.url.split('?')[0] ?? '')
      ) {
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(fs.createReadStream(indexHtml));
      }
      return reply.code(404).send({ success: false, message: 'No encontrado.' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ success: false, message: 'No encontrado.' }),
    );
  }

  return app;
}
