/**
 * Sending an answer serialised ahead of time (a cache's JSON string, built from the route's schema)
 * with its ETag: revalidated on every use (`no-cache`), 304 while it is unchanged.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface Serialised {
  body: string;
  etag: string;
}

/** A route's 304 in its response schema. */
export const notModified = z
  .null()
  .describe('Not modified: the answer is as the If-None-Match ETag says');

/** A JSON body with its ETag (a hash of the body). */
export function serialised(body: string): Serialised {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function sendSerialised<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Serialised,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
  // A JSON string with its type set is sent as it is; the typed reply is told what it holds.
  return reply.type('application/json; charset=utf-8').send(answer.body as unknown as T);
}
