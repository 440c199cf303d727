import { queryOptions } from '@tanstack/react-query';
import type { CheckSessionResponse } from '@/api/payments.ts';
import { publicApi } from '@/lib/http.ts';

/** The payment-completed page: public, the visitor may have paid a link without logging in. */
export function checkoutSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['payments', 'checkout-session', sessionId],
    queryFn: () =>
      publicApi
        .get(`users/booking/checkSession/${encodeURIComponent(sessionId)}`)
        .json<CheckSessionResponse>(),
    retry: false,
    staleTime: Infinity,
  });
}
