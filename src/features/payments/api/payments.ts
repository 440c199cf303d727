import { queryOptions } from '@tanstack/react-query';
import type { CheckSessionResponse } from '@/api/payments.ts';
import { publicApi, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The payment-completed page: public, the visitor may have paid a link without logging in. */
export function checkoutSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.payments.checkoutSession(sessionId),
    queryFn: () =>
      readJson<CheckSessionResponse>(
        publicApi.get(`users/booking/checkSession/${encodeURIComponent(sessionId)}`),
      ),
    retry: false,
    staleTime: Infinity,
  });
}
