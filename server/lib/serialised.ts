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

/** A JSON body with its ETag, hashed once when the body is built. */
export function serialised(body: string): Serialised {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * An answer serialised once per value: a cache hands out the same object until what it holds
 * changes, so the answer built from that object is kept with it (and goes with it).
 */
export function serialisedOnce<K extends object>(
  json: (value: K) => string,
): (value: K) => Serialised {
  const answers = new WeakMap<K, Serialised>();
  return (value) => {
    let answer = answers.get(value);
    if (!answer) answers.set(value, (answer = serialised(json(value))));
    return answer;
  };
}

/** The 304 of a route answered by `sendSerialised`, as its schema lists it. */
export const notModified = z
  .null()
  .describe('Not modified: the answer is as the If-None-Match ETag says');

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
