import { queryOptions } from '@tanstack/react-query';
import type { BookingsResponse } from '@/api/bookings.ts';
import type { ClubDayResponse } from '@/api/club-day.ts';
import type { CourtResponse, CourtsResponse, CourtType, WeatherResponse } from '@/api/courts.ts';
import type { PacksResponse } from '@/api/packs.ts';
import type { WalletResponse } from '@/api/payments.ts';
import type { User } from '@/api/users.ts';
import { api, readJson } from './http.ts';
import { queryKeys } from './query-keys.ts';

// The queries that several features read. A feature's own queries stay in its `api/` folder.

/** GET /courts: the club's courts, kept offline so the selection opens without a connection. */
export function courtsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.courts.all(),
    queryFn: async ({ signal }) =>
      (await readJson<CourtsResponse>(api.get('courts', { signal }))).courts,
    meta: { persist: true },
  });
}

/** GET /courts/{courtId}: kept offline so a schedule opens without a connection. */
export function courtQueryOptions(courtId: string) {
  return queryOptions({
    queryKey: queryKeys.courts.detail(courtId),
    queryFn: async ({ signal }) =>
      (await readJson<CourtResponse>(api.get(`courts/${encodeURIComponent(courtId)}`, { signal })))
        .court,
    meta: { persist: true },
  });
}

/**
 * GET /users/bookings: the signed-in member's bookings (the home card, the schedule's caps, 'Mis
 * Reservas'). Kept offline, as the README promises; every booking change invalidates it.
 */
export function myBookingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myBookings(),
    queryFn: async ({ signal }) =>
      (await readJson<BookingsResponse>(api.get('users/bookings', { signal }))).bookings,
    meta: { persist: true },
  });
}

/**
 * POST /weather for one day (the schedule's icons, the detail page's rain exemption); the forecast changes slowly, so it is kept for 30 minutes. */
export function weatherQueryOptions(date: string) {
  return queryOptions({
    queryKey: queryKeys.weather(date),
    queryFn: async ({ signal }) =>
      readJson<WeatherResponse>(api.post('weather', { json: { date }, signal })),
    staleTime: 30 * 60_000,
  });
}

/**
 * Only the displayed balance (euros): the one piece of money the app may keep offline, so the
 * home card can still show the last known figure without a connection.
 */
export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.walletBalance(),
    queryFn: async () => (await readJson<WalletResponse>(api.get('users/wallet'))).balance,
    meta: { persist: true },
  });
}

/**
 * GET /packs: the packs on sale to the member and the member's own (the Monedero tab, the
 * booking payment dialog). Uses are money: never kept offline.
 */
export function packsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.packs(),
    queryFn: async ({ signal }) => readJson<PacksResponse>(api.get('packs', { signal })),
  });
}

/**
 * GET /users/me: the user as the server sees the session, or null. Hosts of this contract answer
 * `{ user }` or the bare user.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const body = await readJson<{ user?: User } & Partial<User>>(api.get('users/me'));
  return body.user ?? (typeof body.id === 'string' ? (body as User) : null);
}

/** GET /users/club-day: every court of a sport for one day, priced for the viewer. */
export function clubDayQueryOptions(sport: CourtType, date: string) {
  return queryOptions({
    queryKey: queryKeys.clubDay.of(sport, date),
    queryFn: ({ signal }) =>
      readJson<ClubDayResponse>(
        api.get('users/club-day', { searchParams: { sport, date }, signal }),
      ),
    // Kept offline like the schedule's slots: the day shows what it last knew, booking stays online.
    meta: { persist: true },
  });
}
