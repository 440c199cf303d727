import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/shop.ts';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  ready: 'green',
  delivered: 'gray',
  refunded: 'violet',
  cancelled: 'red',
};

/** A shop order's state, as the member and the desk both read it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge color={STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
