import { Button, Card, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { walletBalanceQueryOptions } from '@/lib/queries.ts';
import { useWalletLive } from './use-wallet-live.ts';
import { WalletBalance } from './wallet-balance.tsx';
import { useT } from '@/i18n/react.tsx';

/** The home page's wallet widget: the live balance (last known one offline) and a way to top up. */
export function WalletBalanceCard() {
  const t = useT();
  const balance = useQuery(walletBalanceQueryOptions());
  useWalletLive();

  return (
    <Card withBorder padding="lg" radius="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        {t('account.walletTitle')}
      </Title>
      {balance.data !== undefined ? (
        <WalletBalance balance={balance.data} />
      ) : balance.isError ? (
        <Text c="red" size="sm">
          {t('account.balanceError')}
        </Text>
      ) : (
        <Loader size="sm" aria-label={t('account.balanceLoading')} />
      )}
      <Button
        renderRoot={(props) => <Link to="/profile" search={{ tab: 'monedero' }} {...props} />}
        variant="light"
        mt="md"
      >
        {t('account.addFunds')}
      </Button>
    </Card>
  );
}
