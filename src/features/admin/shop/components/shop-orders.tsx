import { Button, Group, SegmentedControl, Table, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder } from '@/api/shop.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { canMoveOrder, canRefundOrder, type OrderStatus } from '@/domain/shop.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { adminShopOrdersQueryOptions, useOrderAction } from '../api/shop.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';

const FILTERS: Array<{ value: OrderStatus | 'all'; label: string }> = [
  { value: 'paid', label: 'Pagados' },
  { value: 'ready', label: 'Listos' },
  { value: 'delivered', label: 'Entregados' },
  { value: 'refunded', label: 'Reembolsados' },
  { value: 'all', label: 'Todos' },
];

function OrderActions({ order, onRefund }: { order: AdminOrder; onRefund: () => void }) {
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
          Marcar listo
        </Button>
      )}
      {canMoveOrder(order.status, 'delivered').ok && (
        <Button
          size="xs"
          loading={busy}
          onClick={() => act.mutate({ orderId: order._id, action: 'delivered' })}
        >
          Entregado
        </Button>
      )}
      {canRefundOrder(order.status).ok && (
        <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={onRefund}>
          Reembolsar
        </Button>
      )}
    </Group>
  );
}

/** 'Pedidos': the orders of one state (paid by default), with the desk's next step for each. */
export function ShopOrders() {
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
        aria-label="Estado de los pedidos"
        data={FILTERS}
        value={filter}
        onChange={(v) => setFilter(v as OrderStatus | 'all')}
      />
      <AdminResults
        status={orders.status}
        count={orders.data?.length ?? 0}
        labels={{
          loading: 'Cargando los pedidos',
          error: 'No se pudieron cargar los pedidos.',
          empty: 'No hay pedidos en este estado.',
          one: 'pedido',
          many: 'pedidos',
          table: 'Pedidos',
        }}
        minWidth={760}
        columns={['Código', 'Socio', 'Productos', 'Total', 'Fecha', 'Estado', 'Acciones']}
      >
        {orders.data?.map((o) => (
          <Table.Tr key={o._id}>
            <Table.Td ff="monospace" fw={700}>
              {o.code}
            </Table.Td>
            <Table.Td>{o.member.name || o.member.email}</Table.Td>
            <Table.Td>{o.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Table.Td>
            <Table.Td>{formatEurosInSpanish(o.total)}</Table.Td>
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
        title="Reembolsar pedido"
        message={`Se devolverán ${formatEurosInSpanish(refunding?.total ?? 0)} al monedero de ${
          refunding?.member.name ?? ''
        } y los productos volverán al stock.`}
        confirmLabel="Reembolsar"
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
