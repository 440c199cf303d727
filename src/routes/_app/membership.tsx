import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '@/features/membership/components/membership-page.tsx';
import { useSessionUser } from '@/lib/session.tsx';

export const Route = createFileRoute('/_app/membership')({
  component: MembershipRoute,
});

function MembershipRoute() {
  const user = useSessionUser();
  if (!user) return null;
  return <MembershipPage user={user} />;
}
