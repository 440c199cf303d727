import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CardOrderBody,
  CardOrderResponse,
  Order,
  OrderResponse,
  OrdersResponse,
  Product,
  ProductsResponse,
  ShopOrderUpdatedEvent,
  WalletOrderBody,
} from '@/api/shop.ts';
import type {
  CardPayment,
  PaymentMethodChoice,
} from '@/components/card-payment/use-card-payment.tsx';
import { ActionError, failureMessage } from '@/lib/failures.ts';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent } from '@/lib/socket.ts';
import { cardChoiceFields, confirmCardOrThrow } from '@/components/card-payment/confirm.ts';
import { t } from '@/i18n/index.ts';

/** GET /shop/products: the catalogue with its stock, which changes with every sale. */
export function productsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.shop.products(),
    queryFn: async (): Promise<Product[]> =>
      (await readJson<ProductsResponse>(api.get('shop/products'))).products,
  });
}

/** GET /shop/orders: the member's orders, newest first. */
export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.shop.myOrders(),
    queryFn: async (): Promise<Order[]> =>
      (await readJson<OrdersResponse>(api.get('shop/orders'))).orders,
  });
}

/** Keeps the member's orders current with `shopOrderUpdated:{userId}` while on screen. */
export function useOrdersLive(): void {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  useSocketEvent<ShopOrderUpdatedEvent>(user ? `shopOrderUpdated:${user.id}` : null, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.shop.myOrders() });
  });
}

export function paidMessage(order: Order): string {
  return t('shop.orderPaid', { code: order.code });
}

/** After any purchase attempt: stock, orders and wallet as the server now has them. */
function useAfterPurchase() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.shop.products() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.shop.myOrders() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
  };
}

/** The order's failure texts, read when a failure is shown (in the language of that moment). */
const orderTexts = () => ({
  fallback: t('shop.orderFailed'),
  unexpected: t('shop.orderError'),
});

/** POST /shop/orders: the cart paid from the wallet in one go. */
export function useWalletOrder() {
  const refresh = useAfterPurchase();
  return useMutation({
    ...onlineOnly((body: WalletOrderBody) =>
      readJson<OrderResponse>(api.post('shop/orders', { json: body })),
    ),
    onSuccess: (answer) => notifySuccess(paidMessage(answer.order), { autoClose: 10_000 }),
    onError: (error) => notifyError(failureMessage(error, orderTexts())),
    onSettled: refresh,
  });
}

export interface CardOrderRequest {
  items: CardOrderBody['items'];
  method: PaymentMethodChoice;
}

/**
 * POST /shop/orders/createPaymentIntent (the stock is held), then the card confirmation. The
 * server marks the order paid when the payment succeeds, or puts the stock back when it fails.
 */
export function useCardOrder(card: CardPayment) {
  const refresh = useAfterPurchase();
  return useMutation({
    ...onlineOnly(async ({ items, method }: CardOrderRequest) => {
      if (!card.providerReady) {
        throw new ActionError(t('shop.stripeNotReady'));
      }
      const body: CardOrderBody = {
        items,
        ...cardChoiceFields(method),
      };
      const { clientSecret, order } = await readJson<CardOrderResponse>(
        api.post('shop/orders/createPaymentIntent', { json: body }),
      );
      await confirmCardOrThrow(card, clientSecret, method);
      return order;
    }),
    onSuccess: (order) => notifySuccess(paidMessage(order), { autoClose: 10_000 }),
    onError: (error) => notifyError(failureMessage(error, orderTexts())),
    onSettled: refresh,
  });
}
