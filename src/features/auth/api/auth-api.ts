import { HTTPError } from 'ky';
import { queryOptions } from '@tanstack/react-query';
import type { User } from '@/api/users.ts';
import { publicApi } from '@/lib/http.ts';

/** The envelope every accounts call answers with (spec section 7). */
export interface ApiAnswer {
  success: boolean;
  message?: string;
  code?: string;
}

export interface LoginAnswer extends ApiAnswer {
  user?: User;
}

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  /** YYYY-MM-DD */
  dob: string;
}

/**
 * A call whose refusal is an answer to show (wrong password, taken e-mail, bad token): 4xx bodies
 * are returned like successes, so screens read `success` and `message` in one place. Network
 * failures and 5xx still throw.
 */
async function answerOf<T extends ApiAnswer>(request: Promise<Response>): Promise<T> {
  try {
    const response = await request;
    return (await response.json()) as T;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status < 500) {
      const body = (await error.response
        .clone()
        .json()
        .catch(() => ({}))) as Partial<T>;
      return { ...body, success: false } as T;
    }
    throw error;
  }
}

export function login(email: string, password: string): Promise<LoginAnswer> {
  return answerOf<LoginAnswer>(publicApi.post('users/login', { json: { email, password } }));
}

export function register(payload: RegisterPayload): Promise<ApiAnswer> {
  return answerOf(publicApi.post('users/register', { json: payload }));
}

export function requestPasswordReset(email: string): Promise<ApiAnswer> {
  return answerOf(publicApi.post('users/reset', { json: { email } }));
}

export function setNewPassword(token: string, password: string): Promise<ApiAnswer> {
  return answerOf(publicApi.put('users/reset/new', { json: { token, password } }));
}

export function resendVerification(email: string): Promise<ApiAnswer> {
  return answerOf(publicApi.post('users/resend-verification', { json: { email } }));
}

/** Ends the server session; the caller clears the local state whatever the answer. */
export async function logout(): Promise<void> {
  await publicApi.post('users/logout', { json: {} });
}

/**
 * Checking a reset token is a question about it, safe to ask twice, so it is a query: the
 * StrictMode double mount then asks once.
 */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => answerOf(publicApi.post('users/reset/verify', { json: { token } })),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * Confirming an e-mail uses its token up, so it must run once per token: as a query it is
 * deduplicated across remounts, and never refetched.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => answerOf(publicApi.post('users/verify-email', { json: { token } })),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
