import { ApiError } from './http.ts';

/**
 * A failed action whose Spanish text is already known (offline, a declined card, a payment form
 * that is not ready): shown to the member as it is, with an optional title above it.
 */
export class ActionError extends Error {
  override readonly name: string = 'ActionError';
  constructor(
    message: string,
    readonly title?: string,
  ) {
    super(message);
  }
}

/** The spec's texts (section 8) for one action's failure. */
export interface FailureTexts {
  /** The server failed without a message, or its message is not the one to show. */
  fallback: string;
  /** No answer came at all (network down, an unexpected throw); `fallback` when not given. */
  unexpected?: string;
  /** Show the server's own Spanish message when it sends one (default true). */
  serverMessage?: boolean;
}

/**
 * The text a failed action is told with: an {@link ActionError}'s own text (offline, a declined
 * card...), the server's message or the fallback when the server answered, and the `unexpected`
 * text when nothing answered.
 */
export function failureMessage(error: unknown, texts: FailureTexts | string): string {
  const {
    fallback,
    unexpected,
    serverMessage = true,
  } = typeof texts === 'string' ? { fallback: texts } : texts;
  if (error instanceof ActionError) return error.message;
  if (error instanceof ApiError) return (serverMessage && error.serverMessage) || fallback;
  return unexpected ?? fallback;
}
