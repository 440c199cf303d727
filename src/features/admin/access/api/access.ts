import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminAccessQuery, AdminAccessResponse } from '@/api/admin/access.ts';
import { API_BASE_URL, api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The query without its unset filters, so the URL and the cache key stay short and stable. */
function compact(query: AdminAccessQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** GET /admin/access: one page of door attempts matching the filters. */
export function adminAccessQueryOptions(query: AdminAccessQuery) {
  const searchParams = compact(query);
  return queryOptions({
    queryKey: queryKeys.admin.access(searchParams),
    queryFn: () => readJson<AdminAccessResponse>(api.get('admin/access', { searchParams })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * The server's CSV (GET /admin/access.csv) for the same filters, without the page: every
 * matching attempt, up to the server's limit. The session cookie goes along with the download.
 */
export function adminAccessCsvUrl(query: AdminAccessQuery): string {
  const { page: _page, pageSize: _pageSize, ...filters } = compact(query);
  const params = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  return `${API_BASE_URL}/admin/access.csv?${params.toString()}`;
}
