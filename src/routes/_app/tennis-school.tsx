import { createFileRoute } from '@tanstack/react-router';
import { schoolQueryOptions } from '@/features/school/api/school.ts';
import { SchoolPage } from '@/features/school/components/school-page.tsx';

export const Route = createFileRoute('/_app/tennis-school')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(schoolQueryOptions());
  },
  component: SchoolPage,
});
