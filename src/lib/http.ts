import ky, { HTTPError, type KyInstance } from 'ky';

/** Where the club's API lives; any host that speaks the spec's contract will do. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

type AuthFailureHandler = (status: 401 | 403) => void;
let onAuthFailure: AuthFailureHandler = () => {};

/** The app wires this once: 401 clears local storage and goes to /, 403 goes to /home. */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  onAuthFailure = handler;
}

const base = ky.create({
  prefixUrl: API_BASE_URL,
  credentials: 'include',
  // Query owns retries; the spec's client has no timeout.
  retry: 0,
  timeout: false,
});

/**
 * For calls where a 401 or 403 is an answer to show, not a lost session: login, registration,
 * password reset, and the door (a refused unlock is a 403 with a reason).
 */
export const publicApi: KyInstance = base;

/** Every other call: a 401 or 403 also triggers the app-wide handling. */
export const api: KyInstance = base.extend({
  hooks: {
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401 || response.status === 403) onAuthFailure(response.status);
      },
    ],
  },
});

/** The server's `message` from a failed call, or the fallback (the spec's Spanish text). */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { message?: unknown; msg?: unknown };
      const message = body.message ?? body.msg;
      if (typeof message === 'string' && message) return message;
    } catch {
      // Not JSON: fall through.
    }
  }
  return fallback;
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}
