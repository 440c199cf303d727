import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InvoicingSettingsResponse,
  InvoicingSettingsView,
  saveInvoicingSettingsResponseSchema,
} from '@/api/invoices.ts';
import type { z } from 'zod';
import { t } from '@/i18n/index.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';

type SaveInvoicingSettingsResponse = z.infer<typeof saveInvoicingSettingsResponseSchema>;

/** GET /admin/settings/invoicing: the issuer, the series, the mode and the VAT per kind. */
export function adminInvoicingSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.invoicingSettings(),
    queryFn: () => readJson<InvoicingSettingsResponse>(api.get('admin/settings/invoicing')),
  });
}

/** PUT /admin/settings/invoicing with the whole setup; the server's message is the toast. */
export function useSaveInvoicingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly((settings: InvoicingSettingsView) =>
      readJson<SaveInvoicingSettingsResponse>(
        api.put('admin/settings/invoicing', { json: settings }),
      ),
    ),
    onSuccess: ({ message, settings, ready }) => {
      queryClient.setQueryData<InvoicingSettingsResponse>(queryKeys.admin.invoicingSettings(), {
        success: true,
        settings,
        ready,
      });
      notifySuccess(message);
    },
    onError: (error) => toastOnError(t('invoices.adminSettingsSaveFailed'))(error),
  });
}
