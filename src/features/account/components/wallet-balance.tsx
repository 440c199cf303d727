import { Paper, Text } from '@mantine/core';
import { formatEurosAsSpec } from '@/domain/money.ts';
import { useT } from '@/i18n/react.tsx';

/**
 * The colours money is written in, on white or on their own shade-0 tint: the darkest shades,
 * the only ones that read at 4.5:1 on both (green 8 is 4.7:1 on its tint, red 8 4.2:1).
 */
export const MONEY_TEXT = { credit: 'green.9', debit: 'red.9' } as const;

/** 'Saldo Disponible: X.XX €', tinted green above zero and red otherwise (spec 'Account page'). */
export function WalletBalance({ balance }: { balance: number }) {
  const t = useT();
  const positive = balance > 0;
  return (
    <Paper
      p="md"
      radius="md"
      bg={positive ? 'green.0' : 'red.0'}
      data-testid="wallet-balance"
      data-tint={positive ? 'green' : 'red'}
    >
      <Text fw={700} size="lg" c={positive ? MONEY_TEXT.credit : MONEY_TEXT.debit}>
        {t('account.balance', { amount: formatEurosAsSpec(balance) })}
      </Text>
    </Paper>
  );
}
