/**
 * The component tests' HTTP (decision 085): one MSW server, started by tests/setup/components.ts,
 * answering the club's API at its real paths. A test adds what its screen calls with
 * `server.use(http.get('/api/…', () => HttpResponse.json<ContractType>(…)))`, the type taken from
 * `src/api/*.ts` so that an answer of the wrong shape fails typecheck; the handlers are dropped
 * after each test, and a call nobody answers fails the test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { ClubSettingsResponse } from '@/api/admin/settings.ts';
import type { errorResponseSchema } from '@/api/common.ts';
import type { Court, CourtsResponse } from '@/api/courts.ts';
import type {
  PaymentsConfigResponse,
  SavedCard,
  SavedCardsResponse,
  WalletResponse,
  WalletTransaction,
} from '@/api/payments.ts';
import type { MeResponse, User } from '@/api/users.ts';
import { DEFAULT_CLUB_SETTINGS, type ClubSettings } from '@/domain/club-settings.ts';

export const server = setupServer();

/** A refusal as every route sends it: `{ success: false, message }`. */
export type Refusal = z.infer<typeof errorResponseSchema>;

/** The answer of a refused call, with the status the server gives it. */
export function refusal(message: string, status = 400, code?: string): Response {
  return HttpResponse.json<Refusal>(
    { success: false, message, ...(code ? { code } : {}) },
    { status },
  );
}

/**
 * Every request the server receives from now until the test ends, as copies whose body can still
 * be read: for tests that check what a screen sent.
 */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** The JSON body of the one request of `method` to a path ending in `path`. */
export async function sentBody(
  requests: Request[],
  method: string,
  path: string,
): Promise<unknown> {
  const matching = requests.filter(
    (r) => r.method === method && new URL(r.url).pathname.endsWith(path),
  );
  if (matching.length !== 1) {
    throw new Error(`expected one ${method} ${path}, got ${matching.length}`);
  }
  return matching[0]!.json();
}

// ---------- shared answers ----------

/** GET /users/me and /users/session: the signed-in user. */
export function currentUser(user: User) {
  return [
    http.get('/api/users/me', () => HttpResponse.json<MeResponse>({ success: true, user })),
    http.get('/api/users/session', () => HttpResponse.json<MeResponse>({ success: true, user })),
  ];
}

/** GET /admin/settings: the club's settings, the defaults unless a test changes some. */
export function clubSettings(settings: ClubSettings = DEFAULT_CLUB_SETTINGS) {
  return http.get('/api/admin/settings', () =>
    HttpResponse.json<ClubSettingsResponse>({ success: true, settings }),
  );
}

/** GET /payments/config: which card gateway the club uses. */
export function paymentsConfig(
  config: PaymentsConfigResponse = { gateway: 'sandbox', publishableKey: null },
) {
  return http.get('/api/payments/config', () => HttpResponse.json<PaymentsConfigResponse>(config));
}

/** GET /users/wallet: a balance and its movements. */
export function wallet(balance: number, transactions: WalletTransaction[] = []) {
  return http.get('/api/users/wallet', () =>
    HttpResponse.json<WalletResponse>({ balance, transactions }),
  );
}

/** GET /users/saved-cards: the user's saved cards (none unless given). */
export function savedCards(cards: SavedCard[] = []) {
  return http.get('/api/users/saved-cards', () => HttpResponse.json<SavedCardsResponse>({ cards }));
}

/** GET /courts: the courts the user may book. */
export function bookableCourts(list: Court[]) {
  return http.get('/api/courts', () =>
    HttpResponse.json<CourtsResponse>({ success: true, courts: list }),
  );
}
