import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FullInvoiceBody,
  FullInvoiceResponse,
  InvoiceResponse,
  InvoicesResponse,
  InvoicesUpdatedEvent,
} from '@/api/invoices.ts';
import { API_BASE_URL, api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent } from '@/lib/socket.ts';

const path = (invoiceId: string) => `invoices/${encodeURIComponent(invoiceId)}`;

/**
 * GET /invoices ('Mis facturas', newest first), or a booking's own with `bookingId`. Kept offline
 * like the bookings, so a ticket can be shown at the counter without a connection.
 */
export function invoicesQueryOptions(bookingId: string | null = null) {
  return queryOptions({
    queryKey: queryKeys.invoices.list(bookingId),
    queryFn: async ({ signal }) =>
      (
        await readJson<InvoicesResponse>(
          api.get('invoices', { signal, searchParams: bookingId ? { bookingId } : {} }),
        )
      ).invoices,
    meta: { persist: true },
  });
}

/** GET /invoices/{id}: one ticket or invoice whole. */
export function invoiceQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: queryKeys.invoices.detail(invoiceId),
    queryFn: async ({ signal }) =>
      (await readJson<InvoiceResponse>(api.get(path(invoiceId), { signal }))).invoice,
    meta: { persist: true },
  });
}

/** The PDF's address, for a download link (the browser sends the session cookie itself). */
export const invoicePdfUrl = (invoiceId: string) => `${API_BASE_URL}/${path(invoiceId)}/pdf`;
/** AEAT's QR code as an SVG image. */
export const invoiceQrUrl = (invoiceId: string) => `${API_BASE_URL}/${path(invoiceId)}/qr`;

/**
 * POST /invoices/{id}/full ('Solicitar factura'): the ticket replaced by a full invoice in the
 * buyer's name. The new invoice is cached at once; the ticket and the lists are fetched again,
 * as the ticket now shows what replaced it.
 */
export function useRequestFullInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly((body: FullInvoiceBody) =>
      readJson<FullInvoiceResponse>(api.post(`${path(invoiceId)}/full`, { json: body })),
    ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.invoices.detail(answer.invoice._id), answer.invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all() });
    },
  });
}

/**
 * Fetches the lists again on `invoicesUpdated:{userId}`: the server numbers a payment's ticket a
 * moment after the payment (decision 091) and says so, so the ticket shows without a reload.
 */
export function useInvoicesLive(): void {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  useSocketEvent<InvoicesUpdatedEvent>(user ? `invoicesUpdated:${user.id}` : null, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all() });
  });
}
