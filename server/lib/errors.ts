import { msg, type Message } from '@/i18n/message.ts';
import { translator } from '../i18n.ts';

/** What a refusal says: a catalogue message, rendered in the reader's language (decision 089). */
export type RefusalText = Message | string;

/**
 * An error a client caused or may see. Services throw it with the status and the message the
 * client shows; the app's error handler turns it into `{ success: false, message }`, the message
 * in the language of whoever asked. Anything else thrown is a bug and becomes a logged 500.
 * `message` is the Spanish text (logs, tests); `text` is what is rendered per reader.
 */
export class HttpError extends Error {
  public readonly text: RefusalText;
  constructor(
    public readonly statusCode: number,
    text: RefusalText,
    public readonly code?: string,
  ) {
    const message = typeof text === 'string' ? text : translator('es')(text);
    // A 403 sends the PWA to /home (the spec's rule), so only `forbidden` may make one: a rule's
    // refusal made with 403 by mistake fails loudly here instead of moving a member off a screen.
    if (statusCode === 403 && new.target === HttpError) {
      throw new TypeError(`A 403 needs a reason (role or ownership): use forbidden(). ${message}`);
    }
    super(message);
    this.text = text;
    this.name = 'HttpError';
  }

  /** The message in `language`'s words. */
  textIn(translate: (message: Message) => string): string {
    return typeof this.text === 'string' ? this.text : translate(this.text);
  }
}

/**
 * The only two reasons for a 403 (decision 076): `role`, who asks may never do this whatever
 * they ask for (their role, an account the club does not let in, a site not allowed to call);
 * `ownership`, what they ask about is someone else's. Any other refusal is a rule the member
 * may meet another time (a level, a full match, a limit, a window): 409, or 400 for bad input,
 * shown where the action was.
 */
export type ForbiddenReason = 'role' | 'ownership';

export class ForbiddenError extends HttpError {
  constructor(
    public readonly reason: ForbiddenReason,
    message: RefusalText,
    code?: string,
  ) {
    super(403, message, code);
  }
}

/** How a rule check answers a refusal: a status, or a 403's reason. */
export type Refusal = 400 | 402 | 404 | 409 | ForbiddenReason;

export function refusal(how: Refusal, message: RefusalText, code?: string): HttpError {
  return typeof how === 'string'
    ? new ForbiddenError(how, message, code)
    : new HttpError(how, message, code);
}

export const badRequest = (message: RefusalText, code?: string) =>
  new HttpError(400, message, code);
export const unauthorized = (message: RefusalText = msg('errors.notSignedIn')) =>
  new HttpError(401, message);
export const forbidden = (
  reason: ForbiddenReason,
  message: RefusalText = msg('errors.forbidden'),
  code?: string,
) => new ForbiddenError(reason, message, code);
export const notFound = (message: RefusalText = msg('errors.notFound')) =>
  new HttpError(404, message);
export const conflict = (message: RefusalText, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (message: RefusalText = msg('errors.tooManyAttempts')) =>
  new HttpError(429, message);

/** PostgreSQL unique_violation, as raised by both node-postgres and PGlite. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint);
}

interface PgLikeError {
  code?: string;
  constraint?: string;
}

// Drizzle wraps driver errors (`cause`), so walk the chain.
function findPgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      return current as PgLikeError;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
