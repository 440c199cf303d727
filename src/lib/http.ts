import ky, { HTTPError, type KyInstance, type ResponsePromise } from 'ky';
import { currentLanguage } from '@/i18n/index.ts';

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
  hooks: {
    // Refusals come back in the language shown (a visitor's too, who has no account to keep it).
    beforeRequest: [
      (request) => {
        const language = currentLanguage();
        // Header names are case-insensitive.
        request.headers.set('accept-language', language === 'pseudo' ? 'es' : language);
      },
    ],
  },
});

/**
 * For calls where a 401 or 403 is an answer to show, not a lost session: login, registration,
 * password reset (an unconfirmed or disabled account is a 403 there), and the door.
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

/**
 * A call the server answered with a failure: an HTTP error status, or (for the calls read with
 * {@link readSuccess}) a body without `success: true`. Its message is read once, here, so screens
 * and mutation handlers read it without awaiting anything.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The server's own text (`message`, or `msg` as some hosts name it); '' when it sent none. */
    readonly serverMessage: string,
    readonly code?: string,
  ) {
    super(serverMessage || `HTTP ${status}`);
  }

  /** The server turned the request down (4xx, or `success: false`) rather than failing itself. */
  get refused(): boolean {
    return this.status < 500;
  }
}

interface FailureBody {
  message?: unknown;
  msg?: unknown;
  code?: unknown;
}

function failureOf(status: number, body: unknown): ApiError {
  const { message, msg, code } = (typeof body === 'object' && body ? body : {}) as FailureBody;
  const text = [message, msg].find((m): m is string => typeof m === 'string' && m !== '');
  return new ApiError(status, text ?? '', typeof code === 'string' ? code : undefined);
}

/**
 * The one way to read an answer: its JSON body, or an {@link ApiError} when the server answered
 * with an HTTP error. No answer at all (offline, network down) throws what fetch threw.
 */
export async function readJson<T>(request: ResponsePromise): Promise<T> {
  try {
    return await request.json<T>();
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const failed: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    throw failureOf(error.response.status, failed);
  }
}

/**
 * For the calls whose answer is the spec's envelope `{ success, message }` and whose `success`
 * decides (the accounts calls, profile and subscription changes): an answer without
 * `success: true` is a refusal too. Other calls read their data and ignore the flag (a payment
 * session answers `success: false` while unpaid, with the data the page still shows).
 */
export async function readSuccess<T extends { success?: boolean }>(
  request: ResponsePromise,
): Promise<T> {
  const body = await readJson<T>(request);
  if (body?.success !== true) throw failureOf((await request).status, body);
  return body;
}
