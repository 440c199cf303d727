/**
 * One check at the edge for every route: text PostgreSQL cannot store (a NUL character, or a lone
 * UTF-16 surrogate, which makes the JSON of a jsonb column invalid) is refused with 400 before
 * any route sees it, whichever column, jsonb document or gateway call it would have reached.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@/i18n/message.ts';
import { HttpError } from '../lib/errors.ts';

export const INVALID_TEXT = msg('errors.invalidText');

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** The plain character class first: almost no text has a NUL or a surrogate at all. */
const unstorable = (text: string) => SUSPECT.test(text) && UNSTORABLE.test(text);

/** Whether a parsed value holds, in any string or key, text PostgreSQL cannot store. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  // Deeper than any body the API accepts: the schema refuses it anyway.
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  // Only parsed data (the query parser's objects have a prototype of their own): a Buffer or a
  // stream is not text.
  if (Buffer.isBuffer(value) || 'pipe' in value) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (unstorable(key) || hasUnstorableText(record[key], depth + 1)) return true;
  }
  return false;
}

function hasUnstorableInput(request: FastifyRequest): boolean {
  return (
    hasUnstorableText(request.params) ||
    hasUnstorableText(request.query) ||
    hasUnstorableText(request.body)
  );
}

export const inputTextPlugin = fp(
  async (app) => {
    // A callback, not an async hook: every request runs it (issue 29).
    app.addHook('preValidation', (request, _reply, done) => {
      done(hasUnstorableInput(request) ? new HttpError(400, INVALID_TEXT) : undefined);
    });
  },
  { name: 'input-text' },
);
