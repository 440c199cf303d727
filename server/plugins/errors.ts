/**
 * One error handler for the whole app: a client's mistake is a 4xx `{ success: false, message }`
 * with a clear (Spanish where the PWA shows it) message; anything else is a logged 500 that tells
 * nothing about the inside.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { msg, type Message } from '@/i18n/message.ts';
import { HttpError, type RefusalText } from '../lib/errors.ts';
import { answerLanguage, translator, type Translate } from '../i18n.ts';
import type { Language } from '@/i18n/languages.ts';
import { INVALID_TEXT } from './input-text.ts';
import { issueText, valueAt } from './zod-issues.ts';

// A schema's own message is a catalogue key; the rest (a wrong type, an unknown key) are zod's
// defaults, made in Spanish and worded again in the asker's language (zod-issues.ts).
z.config(z.locales.es());

/** Shown by the PWA as is; the server is back within seconds of the database. */
export const UNAVAILABLE_MESSAGE = msg('errors.unavailable');
const INTERNAL_MESSAGE = msg('errors.internal');
/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Fastify's and its plugins' own refusals say what went wrong in English, for a developer; a
 * member reads these instead. By error code first, then by status.
 */
const FRAMEWORK_MESSAGES: Record<string, Message> = {
  FST_ERR_BAD_URL: msg('errors.badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: msg('errors.uriTooLong'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('errors.requestTooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('errors.unsupportedMediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('errors.contentLengthMismatch'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('errors.emptyJsonBody'),
  FST_ERR_CTP_INVALID_JSON_BODY: msg('errors.invalidJsonBody'),
  FST_REQ_FILE_TOO_LARGE: msg('errors.fileTooLarge'),
  FST_FILES_LIMIT: msg('errors.tooManyFiles'),
  FST_FIELDS_LIMIT: msg('errors.tooManyFields'),
  FST_PARTS_LIMIT: msg('errors.tooManyFields'),
};
const STATUS_MESSAGES: Record<number, Message> = {
  400: msg('errors.invalidRequest'),
  404: msg('errors.routeNotFound'),
  405: msg('errors.methodNotAllowed'),
  406: msg('errors.invalidRequest'),
  413: msg('errors.requestTooLarge'),
  414: msg('errors.uriTooLong'),
  415: msg('errors.unsupportedMediaType'),
  429: msg('errors.tooManyRequests'),
};

/**
 * The status and message of a client error the framework raised. A multipart parser's
 * 406 (not a form) is the request's fault like any other malformed body: 400.
 */
export function frameworkClientError(error: FastifyError): { status: number; message: Message } {
  const raw = error.statusCode ?? 400;
  const status = raw === 406 ? 400 : raw;
  const byCode = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  // A JSON parser's SyntaxError (e.g. a forbidden `__proto__` key) carries 400 and no code.
  const isJson = error instanceof SyntaxError;
  const message =
    byCode ??
    (isJson ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
    STATUS_MESSAGES[status] ??
    STATUS_MESSAGES[400]!;
  return { status, message };
}

/**
 * Fastify's `frameworkErrors` option: the refusals the router makes before any route or hook
 * runs (a malformed percent-encoding, a path parameter over its length), in the app's shape.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, message } = frameworkClientError(error);
  const t = requestTranslator(request);
  if (status >= 500) {
    request.log.error({ err: error }, 'router error');
    void reply.code(500).send({ success: false, message: t(INTERNAL_MESSAGE) });
    return;
  }
  void reply.code(status).send({ success: false, message: t(message) });
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

const VALIDATED: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/** Each refused field and why, in the asker's language. */
function formatZodIssues(error: FastifyError, request: FastifyRequest): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const language = requestLanguage(request);
  const translate = translator(language);
  const input = VALIDATED[error.validationContext ?? '']?.(request);
  return error.validation
    .map((v) => {
      const path = String(v.instancePath || '')
        .split('/')
        .filter(Boolean);
      const issue = { ...v.params, code: v.keyword, message: String(v.message) };
      const text = issueText({ ...issue, input: valueAt(input, path) }, language, translate);
      const where = path.join('.');
      return where ? `${where}: ${text}` : text;
    })
    .join('; ');
}

/**
 * Refusals in the asker's language: the account's, else what the request accepts (the PWA sends
 * the language it shows), else Spanish.
 */
export function requestTranslator(request: FastifyRequest): Translate {
  return translator(requestLanguage(request));
}

/** Issues of a schema a route checks itself, in the asker's language, one after the other. */
export function issuesText(request: FastifyRequest, issues: readonly z.core.$ZodIssue[]): string {
  const language = requestLanguage(request);
  const translate = translator(language);
  return issues.map((issue) => issueText(issue, language, translate)).join(' ');
}

/** A text for the asker: a catalogue message in their language, words already written as they are. */
export function requestText(request: FastifyRequest, text: RefusalText): string {
  return typeof text === 'string' ? text : requestTranslator(request)(text);
}

/** The asker's language: the account's, else what the request accepts, else Spanish. */
export function requestLanguage(request: FastifyRequest): Language {
  return answerLanguage(request.user?.language, request.headers['accept-language']);
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const t = requestTranslator(request);
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({
          success: false,
          message: error.textIn(t),
          ...(error.code ? { code: error.code } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ success: false, message: formatZodIssues(error, request) });
      }
      if (isInvalidTextError(error)) {
        return reply.code(400).send({ success: false, message: t(INVALID_TEXT) });
      }
      if (isDatabaseUnavailable(error)) {
        // Logged once per request at warn: the connection errors themselves are logged as
        // they happen, and an outage is not a bug.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ success: false, message: t(UNAVAILABLE_MESSAGE) });
      }
      // Fastify's own client errors (malformed JSON, body too large, bad content type, multipart
      // limits) carry a 4xx status; the member reads them in their language.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const refusal = frameworkClientError(error);
        return reply.code(refusal.status).send({ success: false, message: t(refusal.message) });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ success: false, message: t(INTERNAL_MESSAGE) });
    });
  },
  { name: 'errors' },
);
