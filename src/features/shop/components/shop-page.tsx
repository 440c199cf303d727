import { Alert, Center, Grid, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { myOrdersQueryOptions, productsQueryOptions, useOrdersLive } from '../api/shop.ts';
import { CartPanel } from './cart-panel.tsx';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { OrdersList } from './orders-list.tsx';
import { ProductGrid } from './product-grid.tsx';
import { useCart } from './use-cart.ts';
import { useT } from '@/i18n/react.tsx';

/**
 * /shop: the catalogue with its stock, a cart paid from the wallet or by card, and the member's
 * orders with their pick-up codes, following their state live.
 */
export function ShopPage() {
  const t = useT();
  const products = useQuery(productsQueryOptions());
  const orders = useQuery(myOrdersQueryOptions());
  const cart = useCart(products.data ?? []);
  const [checkout, setCheckout] = useState(false);
  useOrdersLive();

  let catalogue;
  if (products.isPending) {
    catalogue = (
      <Center py="xl">
        <Loader aria-label={t('shop.loadingProducts')} />
      </Center>
    );
  } else if (products.isError) {
    catalogue = <Alert color="red">{t('shop.productsFailed')}</Alert>;
  } else if (products.data.length === 0) {
    catalogue = <Text c="dimmed">{t('shop.noProducts')}</Text>;
  } else {
    catalogue = <ProductGrid products={products.data} room={cart.room} onAdd={cart.add} />;
  }

  return (
    <Stack>
      <PageTitle>{t('shop.title')}</PageTitle>
      <Text c="dimmed">{t('shop.intro')}</Text>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>{catalogue}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartPanel cart={cart} onCheckout={() => setCheckout(true)} />
        </Grid.Col>
      </Grid>
      {orders.isError && <Alert color="red">{t('shop.ordersFailed')}</Alert>}
      {orders.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label={t('shop.loadingOrders')} />
        </Center>
      )}
      {orders.data && <OrdersList orders={orders.data} />}
      {checkout && <CheckoutDialog cart={cart} onClose={() => setCheckout(false)} />}
    </Stack>
  );
}
