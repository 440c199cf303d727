/**
 * One error handler for the whole app: a client's mistake is a 4xx `{ success: false, message }`
 * with a clear (Spanish where the PWA shows it) message; anything else is a logged 500 that tells
 * nothing about the inside.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import { INVALID_TEXT } from './input-text.ts';

/** Shown by the PWA as is; the server is back within seconds of the database. */
export const UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';
/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

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

export const errorsPlugin = fp(
  async (app) => {
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
        return reply.code(400).send({ success: false, message: INVALID_TEXT });
      }
      if (isDatabaseUnavailable(error)) {
        // Logged once per request at warn: the connection errors themselves are logged as
        // they happen, and an outage is not a bug.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ success: false, message: UNAVAILABLE_MESSAGE });
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
  },
  { name: 'errors' },
);
