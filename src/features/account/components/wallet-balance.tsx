import { Paper, Text } from '@mantine/core';
import { formatEuros } from '@/domain/money.ts';

/** 'Saldo Disponible: X.XX €', tinted green above zero and red otherwise (spec 'Account page'). */
export function WalletBalance({ balance }: { balance: number }) {
  const positive = balance > 0;
  return (
    <Paper
      p="md"
      radius="md"
      bg={positive ? 'green.0' : 'red.0'}
      data-testid="wallet-balance"
      data-tint={positive ? 'green' : 'red'}
    >
      <Text fw={700} size="lg" c={positive ? 'green.8' : 'red.8'}>
        Saldo Disponible: {formatEuros(balance)}
      </Text>
    </Paper>
  );
}
