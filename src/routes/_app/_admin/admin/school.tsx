import { createFileRoute } from '@tanstack/react-router';
import { adminSchoolQueryOptions } from '@/features/admin/school/api/school.ts';
import { SchoolAdminPage } from '@/features/admin/school/components/school-admin-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/school')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminSchoolQueryOptions());
  },
  component: SchoolAdminPage,
});
