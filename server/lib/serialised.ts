/**
 * Sending an answer serialised ahead of time (a cache's JSON, built from the route's schema, as bytes)
 * with its ETag: revalidated on every use (`no-cache`), 304 while it is unchanged.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface Serialised {
  /** The JSON in UTF-8: a string would be encoded again on every send (issue 29). */
  body: Buffer;
  etag: string;
}

/** An answer as the route's serialiser would write it: the schema's encoding, then JSON. */
export function encodeJson<T>(schema: { encode(value: T): unknown }, value: T): string {
  return JSON.stringify(schema.encode(value));
}

/** A JSON body as bytes with its ETag, encoded and hashed once when the body is built. */
export function serialised(json: string): Serialised {
  const body = Buffer.from(json);
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
  // Bytes with their type set are sent as they are; the typed reply is told what they hold.
  return reply.type('application/json; charset=utf-8').send(answer.body as unknown as T);
}
