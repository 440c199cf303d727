import { Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import type { WalletTransaction } from '@/api/payments.ts';
import { formatEuros } from '@/lib/euros.ts';
import { formatLongDate, formatTime } from '@/lib/dates.ts';
import { MONEY_TEXT } from './wallet-balance.tsx';
import { useT } from '@/i18n/react.tsx';

/** Spec section 9: 10 per page, the next page after 500 ms, scroll handled at most every 150 ms. */
export const TRANSACTIONS_PAGE = 10;
export const LOAD_DELAY_MS = 500;
export const SCROLL_THROTTLE_MS = 150;
/** How close to the bottom (px) counts as having reached it. */
const BOTTOM_MARGIN = 40;

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const credit = transaction.type === 'credit';
  return (
    <Group justify="space-between" wrap="nowrap" py="xs" data-testid="wallet-transaction">
      <div>
        <Text size="sm" fw={500}>
          {transaction.description}
        </Text>
        <Text size="xs" c="dimmed">
          {formatLongDate(transaction.date)}, {formatTime(transaction.date)}
        </Text>
      </div>
      <Text
        fw={600}
        c={credit ? MONEY_TEXT.credit : MONEY_TEXT.debit}
        style={{ whiteSpace: 'nowrap' }}
      >
        {credit ? '+' : '-'}
        {formatEuros(transaction.amount)}
      </Text>
    </Group>
  );
}

/**
 * 'Historial de Transacciones': the first 10, then 10 more each time the list is scrolled to its
 * end, after a short pause so the member sees that more are coming.
 */
export function TransactionList({ transactions }: { transactions: WalletTransaction[] }) {
  const t = useT();
  const [visible, setVisible] = useState(TRANSACTIONS_PAGE);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hasMore = visible < transactions.length;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onScroll = useThrottledCallback((target: HTMLDivElement) => {
    if (!hasMore || timer.current) return;
    if (target.scrollTop + target.clientHeight < target.scrollHeight - BOTTOM_MARGIN) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setVisible((v) => v + TRANSACTIONS_PAGE);
      setLoading(false);
    }, LOAD_DELAY_MS);
  }, SCROLL_THROTTLE_MS);

  return (
    <section aria-labelledby="wallet-history-title">
      <Title order={3} size="h4" id="wallet-history-title" mb="xs">
        {t('account.historyTitle')}
      </Title>
      {transactions.length === 0 ? (
        <Text c="dimmed">{t('account.noTransactions')}</Text>
      ) : (
        <Box
          data-testid="wallet-transactions"
          // Scrolled on its own: reachable from the keyboard, and named for a screen reader.
          tabIndex={0}
          role="region"
          aria-label={t('account.transactions')}
          mah={420}
          style={{ overflowY: 'auto' }}
          onScroll={(e: UIEvent<HTMLDivElement>) => onScroll(e.currentTarget)}
        >
          <Stack gap={0}>
            {transactions.slice(0, visible).map((transaction) => (
              <TransactionRow key={transaction._id} transaction={transaction} />
            ))}
          </Stack>
          {loading && (
            <Center py="sm">
              <Loader size="sm" aria-label={t('account.loadingMore')} />
            </Center>
          )}
          {!hasMore && (
            <Text c="dimmed" size="sm" ta="center" py="sm">
              {t('account.noMoreTransactions')}
            </Text>
          )}
        </Box>
      )}
    </section>
  );
}
