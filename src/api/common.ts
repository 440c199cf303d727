/**
 * Answers every call shares. A refusal is always `{ success: false, message }` (plus a `code` a
 * client may branch on), with the Spanish message the PWA shows.
 */
import { z } from 'zod';

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
});

/** A successful answer: `{ success: true, ...fields }`. */
export function okWith<S extends z.ZodRawShape>(shape: S) {
  return z.object({ success: z.literal(true), ...shape });
}

export const okResponseSchema = okWith({});
export type OkResponse = z.infer<typeof okResponseSchema>;

export const messageResponseSchema = okWith({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const clientSecretResponseSchema = z.object({ clientSecret: z.string() });
export type ClientSecretResponse = z.infer<typeof clientSecretResponseSchema>;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number that may arrive as text: a query-string value, a form field ('12'), or a JSON number.
 * Only decimal digits count: never `z.coerce.number()`, which turns `[]`, `[[…]]`, `true` and an
 * empty value into numbers. The rule for query strings, everywhere: an absent parameter takes its
 * `.default()`, an empty one (`?offset=`) is a 400, never a silent default.
 */
export function numberFromText<T extends z.ZodNumber>(
  check: T,
  message = 'validation.numberInvalid',
) {
  return z
    .union([z.number(), z.string().regex(DECIMAL_TEXT, message).transform(Number)], {
      error: message,
    })
    .pipe(check);
}

/** The JSON Schema keyword carrying a non-JSON answer's media type (read by the docs plugin). */
export const MEDIA_TYPE_KEY = 'x-media-type';

/**
 * An answer that is not JSON (a page, a file): text or bytes of the given media type, which the
 * published document lists under that type instead of `application/json`.
 */
export function nonJsonAnswer(mediaType: string, description: string) {
  return z.string().meta({ description, [MEDIA_TYPE_KEY]: mediaType });
}

/**
 * What the published document shows for a request schema that checks its input by hand (and so
 * would be documented as `{}`): a plain schema accepting the same input. Read by the docs plugin.
 */
export const documentedAs = new WeakMap<z.ZodType, z.ZodType>();

/** The document's way of saying "euros in whole cents" (at most 2 decimals). */
export const WHOLE_CENTS = { multipleOf: 0.01 } as const;

/** An amount of euros in whole cents: more decimals are refused, never rounded. */
export function euroAmount<T extends z.ZodNumber>(schema: T, message = 'validation.twoDecimals') {
  return schema
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message)
    .meta(WHOLE_CENTS);
}

/** A served HTML page (the sandbox's hosted checkout), not JSON. */
export const htmlPageSchema = nonJsonAnswer('text/html', 'An HTML page');
/** A stored image (a university card), sent as its bytes: any value, as a Buffer is never serialized. */
export const imageFileSchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: 'The image (binary)',
  [MEDIA_TYPE_KEY]: 'image/*',
});

/**
 * The `response` part of a route's schema: the success answer by status, and the refusal shape
 * for every client error.
 */
export function responses<T extends Record<number, z.ZodType>>(ok: T) {
  return { ...ok, '4xx': errorResponseSchema };
}
