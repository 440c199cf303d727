import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderResponse,
  AdminOrdersResponse,
  AdminProduct,
  AdminProductResponse,
  AdminProductsResponse,
  OrderAction,
  ProductInput,
} from '@/api/shop.ts';
import type { OrderStatus } from '@/domain/shop.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';

/** GET /admin/shop/products: every product, active or not. */
export function adminShopProductsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.shopProducts(),
    queryFn: async (): Promise<AdminProduct[]> =>
      (await readJson<AdminProductsResponse>(api.get('admin/shop/products'))).products,
  });
}

/** GET /admin/shop/orders?status=…: newest first; null for every state. */
export function adminShopOrdersQueryOptions(status: OrderStatus | null) {
  return queryOptions({
    queryKey: queryKeys.admin.shopOrders(status),
    queryFn: async (): Promise<AdminOrder[]> =>
      (
        await readJson<AdminOrdersResponse>(
          api.get('admin/shop/orders', { searchParams: status ? { status } : {} }),
        )
      ).orders,
  });
}

/** After a catalogue change: the admin list and the members' catalogue. */
function useProductChanged() {
  const queryClient = useQueryClient();
  return (answer: AdminProductResponse) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.shopProducts() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.shop.products() });
    notifySuccess(answer.message);
  };
}

/** POST /admin/shop/products, or PUT /admin/shop/products/{id} when `productId` is given. */
export function useSaveProduct() {
  const changed = useProductChanged();
  return useMutation({
    ...onlineOnly(({ productId, product }: { productId?: string; product: ProductInput }) =>
      readJson<AdminProductResponse>(
        productId
          ? api.put(`admin/shop/products/${productId}`, { json: product })
          : api.post('admin/shop/products', { json: product }),
      ),
    ),
    onSuccess: changed,
    onError: (error) => toastOnError(t('admin.productSaveFailed'))(error),
  });
}

/** POST /admin/shop/products/{id}/image (multipart, field `image`). */
export function useUploadProductImage() {
  const changed = useProductChanged();
  return useMutation({
    ...onlineOnly(({ productId, file }: { productId: string; file: File }) => {
      const body = new FormData();
      body.append('image', file);
      return readJson<AdminProductResponse>(
        api.post(`admin/shop/products/${productId}/image`, { body }),
      );
    }),
    onSuccess: changed,
    onError: (error) => toastOnError(t('admin.imageUploadFailed'))(error),
  });
}

/** POST /admin/shop/orders/{id}/ready | delivered | refund. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(({ orderId, action }: { orderId: string; action: OrderAction }) =>
      readJson<AdminOrderResponse>(api.post(`admin/shop/orders/${orderId}/${action}`)),
    ),
    onSuccess: (answer) => {
      // A refund puts stock back: the catalogues change too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.shop() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shop.products() });
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('admin.orderUpdateFailed'))(error),
  });
}
