import { Button, Group, SegmentedControl, Table, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder } from '@/api/shop.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { canMoveOrder, canRefundOrder, type OrderStatus } from '@/domain/shop.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { adminShopOrdersQueryOptions, useOrderAction } from '../api/shop.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';

const FILTERS: Array<{ value: OrderStatus | 'all'; label: MessageKey }> = [
  { value: 'paid', label: 'admin.ordersPaid' },
  { value: 'ready', label: 'admin.ordersReady' },
  { value: 'delivered', label: 'admin.ordersDelivered' },
  { value: 'refunded', label: 'admin.ordersRefunded' },
  { value: 'all', label: 'admin.allMasculine' },
];

function OrderActions({ order, onRefund }: { order: AdminOrder; onRefund: () => void }) {
  const t = useT();
  const act = useOrderAction();
  const busy = act.isPending;
  return (
    <Group gap="xs" wrap="nowrap">
      {canMoveOrder(order.status, 'ready').ok && (
        <Button
          size="xs"
          variant="light"
          loading={busy}
          onClick={() => act.mutate({ orderId: order._id, action: 'ready' })}
        >
          {t('admin.orderMarkReady')}
        </Button>
      )}
      {canMoveOrder(order.status, 'delivered').ok && (
        <Button
          size="xs"
          loading={busy}
          onClick={() => act.mutate({ orderId: order._id, action: 'delivered' })}
        >
          {t('admin.orderDelivered')}
        </Button>
      )}
      {canRefundOrder(order.status).ok && (
        <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={onRefund}>
          {t('admin.refund')}
        </Button>
      )}
    </Group>
  );
}

/** 'Pedidos': the orders of one state (paid by default), with the desk's next step for each. */
export function ShopOrders() {
  const t = useT();
  const [filter, setFilter] = useState<OrderStatus | 'all'>('paid');
  const orders = useQuery(adminShopOrdersQueryOptions(filter === 'all' ? null : filter));
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const refund = useOrderAction();
  // Five states side by side need about 690 px: narrower, they stand one above the other.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', lg: 'horizontal' });
  return (
    <>
      <SegmentedControl
        mb="sm"
        orientation={orientation}
        aria-label={t('admin.ordersStatus')}
        data={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={filter}
        onChange={(v) => setFilter(v as OrderStatus | 'all')}
      />
      <AdminResults
        status={orders.status}
        count={orders.data?.length ?? 0}
        labels={{
          loading: t('admin.ordersLoading'),
          error: t('admin.ordersError'),
          empty: t('admin.ordersEmpty'),
          count: (count) => t('admin.ordersCount', { count }),
          table: t('admin.orders'),
        }}
        minWidth={760}
        columns={[
          t('admin.colCode'),
          t('admin.colMember'),
          t('admin.colProducts'),
          t('admin.total'),
          t('admin.colDate'),
          t('admin.colStatus'),
          t('admin.colActions'),
        ]}
      >
        {orders.data?.map((o) => (
          <Table.Tr key={o._id}>
            <Table.Td ff="monospace" fw={700}>
              {o.code}
            </Table.Td>
            <Table.Td>{o.member.name || o.member.email}</Table.Td>
            <Table.Td>{o.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Table.Td>
            <Table.Td>{formatEuros(o.total)}</Table.Td>
            <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
            <Table.Td>
              <OrderStatusBadge status={o.status} />
            </Table.Td>
            <Table.Td>
              <OrderActions order={o} onRefund={() => setRefunding(o)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminResults>
      <ConfirmDialog
        opened={refunding !== null}
        title={t('admin.orderRefundTitle')}
        message={t('admin.orderRefundMessage', {
          amount: formatEuros(refunding?.total ?? 0),
          name: refunding?.member.name ?? '',
        })}
        confirmLabel={t('admin.refund')}
        mode="delete"
        busy={refund.isPending}
        onCancel={() => setRefunding(null)}
        onConfirm={() =>
          refunding &&
          refund.mutate(
            { orderId: refunding._id, action: 'refund' },
            { onSuccess: () => setRefunding(null) },
          )
        }
      />
    </>
  );
}
