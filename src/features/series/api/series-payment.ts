import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesPaymentBody, SeriesPaymentResponse } from '@/api/series-billing.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';

/** PUT /users/series/{id}/payment ('Cobro mensual': the wallet or a saved card). */
export function useSetSeriesPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(({ seriesId, body }: { seriesId: string; body: SeriesPaymentBody }) =>
      readJson<SeriesPaymentResponse>(api.put(`users/series/${seriesId}/payment`, { json: body })),
    ),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.mySeries() });
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('series.paymentChangeFailed'))(error),
  });
}
