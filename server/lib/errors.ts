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
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'No has iniciado sesión.') => new HttpError(401, message);
export const forbidden = (message = 'No tienes permiso para hacer esto.') =>
  new HttpError(403, message);
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

/** PostgreSQL check_violation. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return !!e && e.code === '23514' && (!constraint || e.constraint === constraint);
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
