import { createFileRoute } from '@tanstack/react-router';
import {
  adminShopOrdersQueryOptions,
  adminShopProductsQueryOptions,
} from '@/features/admin/shop/api/shop.ts';
import { AdminShopPage } from '@/features/admin/shop/components/shop-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/shop')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminShopOrdersQueryOptions('paid'));
    void context.queryClient.prefetchQuery(adminShopProductsQueryOptions());
  },
  component: AdminShopPage,
});
