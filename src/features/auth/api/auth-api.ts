import { queryOptions, useMutation } from '@tanstack/react-query';
import type { User } from '@/api/users.ts';
import { ApiError, publicApi, readSuccess } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSession } from '@/lib/session.tsx';

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
 * The refusal an account form shows (wrong password, taken e-mail, bad token: a 4xx or
 * `success: false`, with the server's message), or null when the server failed or did not
 * answer, which the forms tell with their own 'unexpected' text.
 */
export function refusalOf(error: unknown): ApiError | null {
  return error instanceof ApiError && error.refused ? error : null;
}

/** POST /users/login; the answer's user becomes the session user. */
export function useLogin() {
  const session = useSession();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const request = publicApi.post('users/login', { json: { email, password } });
      const answer = await readSuccess<LoginAnswer>(request);
      if (!answer.user) throw new ApiError((await request).status, answer.message ?? '');
      return answer.user;
    },
    onSuccess: (user) => session.setUser(user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (payload: RegisterPayload) =>
      readSuccess<ApiAnswer>(publicApi.post('users/register', { json: payload })),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      readSuccess<ApiAnswer>(publicApi.post('users/reset', { json: { email } })),
  });
}

export function useSetNewPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      readSuccess<ApiAnswer>(publicApi.put('users/reset/new', { json: { token, password } })),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      readSuccess<ApiAnswer>(publicApi.post('users/resend-verification', { json: { email } })),
  });
}

/** Ends the server session; the caller clears the local state whatever the answer. */
export async function logout(): Promise<void> {
  await publicApi.post('users/logout', { json: {} });
}

/** A mailed link's token is checked once: a refusal is not retried, an answer never goes stale. */
const TOKEN_CHECK = { retry: false, staleTime: Infinity } as const;

function postToken(path: string, token: string): Promise<ApiAnswer> {
  return readSuccess<ApiAnswer>(publicApi.post(path, { json: { token } }));
}

/**
 * Checking a reset token is a question about it, safe to ask twice, so it is a query: the
 * StrictMode double mount then asks once. A refused token is the query's error.
 */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.auth.resetToken(token),
    queryFn: () => postToken('users/reset/verify', token),
    ...TOKEN_CHECK,
    gcTime: 0,
  });
}

/**
 * Confirming an e-mail uses its token up, so it must run once per token: as a query it is
 * deduplicated across remounts, and never refetched.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.auth.verifyEmail(token),
    queryFn: () => postToken('users/verify-email', token),
    ...TOKEN_CHECK,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
