import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardResponse, StatsResponse, StatsTable } from '@/api/admin/stats.ts';
import { API_BASE_URL, api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /admin/stats for a date range (both inclusive, club-local days). */
export function adminStatsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.admin.stats(from, to),
    queryFn: () => readJson<StatsResponse>(api.get('admin/stats', { searchParams: { from, to } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/dashboard: today at a glance; refreshed every minute while the panel is open. */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.dashboard(),
    queryFn: () => readJson<DashboardResponse>(api.get('admin/dashboard')),
    refetchInterval: 60_000,
  });
}

/** The CSV of one statistics table, as the server writes it (the session cookie goes along). */
export function statsCsvUrl(table: StatsTable, from: string, to: string): string {
  const query = new URLSearchParams({ from, to });
  return `${API_BASE_URL}/admin/stats/${table}.csv?${query.toString()}`;
}
