import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/components/account-page.tsx';
import { ACCOUNT_TABS, type AccountTab } from '@/features/account/tabs.ts';
import { MyInvoices } from '@/features/invoices/components/my-invoices.tsx';
import { MyLevels } from '@/features/levels/components/my-levels.tsx';
import { NotificationsTab } from '@/features/notifications/components/notifications-tab.tsx';
import { MyPacks } from '@/features/packs/components/my-packs.tsx';
import { oneOf, searchParams } from '@/lib/search-params.ts';
import { useSessionUser } from '@/lib/session.tsx';

export const Route = createFileRoute('/_app/profile')({
  validateSearch: searchParams({ tab: oneOf<AccountTab>(ACCOUNT_TABS) }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const user = useSessionUser();
  const { tab = 'perfil' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  return (
    <AccountPage
      user={user}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      levelPanel={<MyLevels />}
      walletExtra={
        <>
          <MyPacks />
          <MyInvoices />
        </>
      }
      notificationsPanel={<NotificationsTab />}
    />
  );
}
