/**
 * An error a client caused or may see. Services throw it with the status and the message the
 * client shows (Spanish where the PWA displays it verbatim); the app's error handler turns it into
 * `{ success: false, message }`. Anything else thrown is a bug and becomes a logged 500.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
  ) {
    // A 403 sends the PWA to /home (the spec's rule), so only `forbidden` may make one: a rule's
    // refusal made with 403 by mistake fails loudly here instead of moving a member off a screen.
    if (statusCode === 403 && new.target === HttpError) {
      throw new TypeError(`A 403 needs a reason (role or ownership): use forbidden(). ${message}`);
    }
    super(message);
    this.name = 'HttpError';
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
    message: string,
    code?: string,
  ) {
    super(403, message, code);
  }
}

/** How a rule check answers a refusal: a status, or a 403's reason. */
export type Refusal = 400 | 402 | 404 | 409 | ForbiddenReason;

export function refusal(how: Refusal, message: string, code?: string): HttpError {
  return typeof how === 'string'
    ? new ForbiddenError(how, message, code)
    : new HttpError(how, message, code);
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'No has iniciado sesión.') => new HttpError(401, message);
export const forbidden = (
  reason: ForbiddenReason,
  message = 'No tienes permiso para hacer esto.',
  code?: string,
) => new ForbiddenError(reason, message, code);
export const notFound = (message = 'No encontrado.') => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (
  message = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
) => new HttpError(429, message);

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
