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
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A successful answer: `{ success: true, ...fields }`. */
export function okWith<S extends z.ZodRawShape>(shape: S) {
  return z.object({ success: z.literal(true), ...shape });
}

export const okResponseSchema = okWith({});

export const messageResponseSchema = okWith({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const clientSecretResponseSchema = z.object({ clientSecret: z.string() });
export type ClientSecretResponse = z.infer<typeof clientSecretResponseSchema>;

/** A served HTML page (the sandbox's hosted checkout), not JSON. */
export const htmlPageSchema = z.string().describe('An HTML page');

/**
 * The `response` part of a route's schema: the success answer by status, and the refusal shape
 * for every client error.
 */
export function responses<T extends Record<number, z.ZodType>>(ok: T) {
  return { ...ok, '4xx': errorResponseSchema };
}
