import { createFileRoute } from '@tanstack/react-router';
import { myOrdersQueryOptions, productsQueryOptions } from '@/features/shop/api/shop.ts';
import { ShopPage } from '@/features/shop/components/shop-page.tsx';

export const Route = createFileRoute('/_app/shop')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productsQueryOptions());
    void context.queryClient.prefetchQuery(myOrdersQueryOptions());
  },
  component: ShopPage,
});
