import { createFileRoute } from '@tanstack/react-router';
import { adminAccessQueryOptions } from '@/features/admin/access/api/access.ts';
import { AccessPage } from '@/features/admin/access/components/access-page.tsx';
import { accessQueryOf, accessSearchSchema } from '@/features/admin/shared/search.ts';

export const Route = createFileRoute('/_app/_admin/admin/access')({
  validateSearch: accessSearchSchema,
  loaderDeps: ({ search }) => accessQueryOf(search),
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminAccessQueryOptions(deps));
  },
  component: AccessRoute,
});

function AccessRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccessPage
      search={search}
      onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
