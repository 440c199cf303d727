import { Tabs } from '@mantine/core';
import { PageTitle } from '@/components/page-title.tsx';
import { ShopOrders } from './shop-orders.tsx';
import { ShopProducts } from './shop-products.tsx';
import { useT } from '@/i18n/react.tsx';

/** /admin/shop: the order desk (pick-up codes, ready, delivered, refunds) and the catalogue. */
export function AdminShopPage() {
  const t = useT();
  return (
    <>
      <PageTitle>{t('admin.shopTitle')}</PageTitle>
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="orders">{t('admin.orders')}</Tabs.Tab>
          <Tabs.Tab value="products">{t('admin.catalogue')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">
          <ShopOrders />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <ShopProducts />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
