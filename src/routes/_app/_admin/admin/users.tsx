import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueryOptions } from '@/features/admin/members/api/users.ts';
import { UserDetail } from '@/features/admin/members/components/user-detail.tsx';
import { UsersPage } from '@/features/admin/members/components/users-page.tsx';
import { AdminLevelsSection } from '@/features/levels/components/admin-levels-section.tsx';
import { usersQueryOf, usersSearchSchema } from '@/features/admin/shared/search.ts';

export const Route = createFileRoute('/_app/_admin/admin/users')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => usersQueryOf(search),
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminUsersQueryOptions(deps));
  },
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UsersPage
      search={search}
      onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      detail={
        search.user && (
          <UserDetail
            userId={search.user}
            extra={<AdminLevelsSection userId={search.user} />}
            onClose={() => void navigate({ search: (prev) => ({ ...prev, user: undefined }) })}
          />
        )
      }
    />
  );
}
