import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/api/common.ts';
import type {
  ChainCheckResponse,
  InvoiceBookQuery,
  InvoiceBookResponse,
  RecordQueueResponse,
  VoidInvoiceBody,
} from '@/api/invoices.ts';
import { t } from '@/i18n/index.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { API_BASE_URL, api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The filters that are set, so the URL and the cache key stay short and stable. */
function compact(query: InvoiceBookQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** GET /admin/invoices: the book of invoices matching the filters, with its totals by rate. */
export function adminInvoiceBookQueryOptions(query: InvoiceBookQuery) {
  const searchParams = compact(query);
  return queryOptions({
    queryKey: queryKeys.admin.invoices.book(searchParams),
    queryFn: () => readJson<InvoiceBookResponse>(api.get('admin/invoices', { searchParams })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * The server's CSV (GET /admin/invoices/export) of the same filters: a plain link, so the
 * browser downloads it with the session cookie.
 */
export function adminInvoicesCsvUrl(query: InvoiceBookQuery): string {
  const params = new URLSearchParams(compact(query));
  const search = params.toString();
  return `${API_BASE_URL}/admin/invoices/export${search ? `?${search}` : ''}`;
}

/** GET /admin/invoices/queue: the billing records and what AEAT answered. */
export function adminRecordQueueQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.invoices.queue(),
    queryFn: () => readJson<RecordQueueResponse>(api.get('admin/invoices/queue')),
    staleTime: 10_000,
  });
}

/**
 * GET /admin/invoices/chain, when the admin asks: the server recomputes every fingerprint, so
 * it runs on demand and its answer is not kept in the cache.
 */
export function useCheckChain() {
  return useMutation({
    ...onlineOnly(() => readJson<ChainCheckResponse>(api.get('admin/invoices/chain'))),
    onError: (error) => toastOnError(t('invoices.adminChainFailed'))(error),
  });
}

/** POST /admin/invoices/{id}/void: an invoice issued in error, with the admin's reason. */
export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(({ id, body }: { id: string; body: VoidInvoiceBody }) =>
      readJson<MessageResponse>(api.post(`admin/invoices/${id}/void`, { json: body })),
    ),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.invoices.all() });
    },
    onError: (error) => toastOnError(t('invoices.adminVoidFailed'))(error),
  });
}
