import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { User } from '@/api/users.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { AccountLanguagePicker } from './language-picker.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SubscriptionsTab } from './subscriptions-tab.tsx';
import { WalletTab } from './wallet-tab.tsx';
import { ACCOUNT_TABS, type AccountTab } from '../tabs.ts';
import { useT } from '@/i18n/react.tsx';

/**
 * The account page: Perfil, Nivel, Suscripciones, Monedero and Notificaciones; the tab lives in the
 * URL. The level's panel, the packs under the wallet and the notifications' panel come from the
 * route (other features draw them).
 */
export function AccountPage({
  user,
  tab,
  onTabChange,
  levelPanel,
  walletExtra,
  notificationsPanel,
}: {
  user: User;
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  levelPanel?: ReactNode;
  /** Drawn under the wallet (the packs, another feature). */
  walletExtra?: ReactNode;
  /** The 'Notificaciones' tab (the notifications feature). */
  notificationsPanel?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (ACCOUNT_TABS.includes(value as AccountTab)) onTabChange(value as AccountTab);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="perfil">{t('account.tabProfile')}</Tabs.Tab>
          <Tabs.Tab value="nivel">{t('account.tabLevel')}</Tabs.Tab>
          <Tabs.Tab value="suscripciones">{t('account.tabSubscriptions')}</Tabs.Tab>
          <Tabs.Tab value="monedero">{t('account.tabWallet')}</Tabs.Tab>
          <Tabs.Tab value="notificaciones">{t('account.tabNotifications')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="perfil">
          {/* Keyed by the user so the form restarts from the saved values after an update. */}
          <ProfileTab key={`${user.id}:${user.name}:${user.email}:${user.image}`} user={user} />
          <Paper withBorder p="lg" radius="md" mt="md">
            <AccountLanguagePicker />
          </Paper>
          <CalendarFeedCard />
        </Tabs.Panel>
        <Tabs.Panel value="nivel">{levelPanel}</Tabs.Panel>
        <Tabs.Panel value="suscripciones">
          <SubscriptionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="monedero">
          <WalletTab />
          {walletExtra}
        </Tabs.Panel>
        <Tabs.Panel value="notificaciones">{notificationsPanel}</Tabs.Panel>
      </Tabs>
    </>
  );
}
