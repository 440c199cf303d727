import { Alert, Button, Center, Group, Loader, Stack, Title, Tooltip } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NEEDS_CONNECTION_KEY, useOnline } from '@/lib/online.ts';
import { walletBalanceQueryOptions } from '@/lib/queries.ts';
import { walletQueryOptions } from '../api/wallet.ts';
import { TopUpDialog } from './top-up-dialog.tsx';
import { TransactionList } from './transaction-list.tsx';
import { useWalletLive } from './use-wallet-live.ts';
import { WalletBalance } from './wallet-balance.tsx';
import { useT } from '@/i18n/react.tsx';

/** Offline only the last displayed balance is known; the history is money and is not kept. */
function OfflineWallet({ balance }: { balance: number | undefined }) {
  const t = useT();
  return (
    <>
      {balance !== undefined && <WalletBalance balance={balance} />}
      <Alert color="gray">
        {balance !== undefined ? t('account.offlineLastBalance') : t('account.offlineNoBalance')}{' '}
        {t(NEEDS_CONNECTION_KEY)}
      </Alert>
    </>
  );
}

/** The account page's Monedero tab: balance, 'Añadir Fondos' and the transaction history. */
export function WalletTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const online = useOnline();
  const wallet = useQuery(walletQueryOptions());
  // Read from the cache only (restored from IndexedDB when offline): this tab fetches the wallet.
  const lastBalance = useQuery({ ...walletBalanceQueryOptions(), enabled: false });
  const [topUpOpen, setTopUpOpen] = useState(false);
  useWalletLive();

  // The home card reads the persisted balance; keep it equal to what this tab shows.
  const balance = wallet.data?.balance;
  useEffect(() => {
    if (balance !== undefined) {
      queryClient.setQueryData(walletBalanceQueryOptions().queryKey, balance);
    }
  }, [balance, queryClient]);

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('account.walletTitle')}
      </Title>
      {!online && !wallet.data ? (
        <OfflineWallet balance={lastBalance.data} />
      ) : wallet.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('account.walletLoading')} />
        </Center>
      ) : wallet.isError ? (
        <Alert color="red">{t('account.balanceError')}</Alert>
      ) : (
        <>
          <WalletBalance balance={wallet.data.balance} />
          <Group>
            <Tooltip label={t(NEEDS_CONNECTION_KEY)} disabled={online}>
              <Button
                onClick={() => online && setTopUpOpen(true)}
                data-disabled={!online || undefined}
              >
                {t('account.addFunds')}
              </Button>
            </Tooltip>
          </Group>
          <TransactionList transactions={wallet.data.transactions} />
        </>
      )}
      {topUpOpen && <TopUpDialog onClose={() => setTopUpOpen(false)} />}
    </Stack>
  );
}
