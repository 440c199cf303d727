import { createFileRoute } from '@tanstack/react-router';
import { adminPacksQueryOptions } from '@/features/admin/packs/api/packs.ts';
import { PacksAdminPage } from '@/features/admin/packs/components/packs-admin-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/packs')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminPacksQueryOptions());
  },
  component: PacksAdminPage,
});
