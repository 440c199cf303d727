import { Badge } from '@mantine/core';
import type { OrderStatus } from '@/domain/shop.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  ready: 'green',
  delivered: 'gray',
  refunded: 'violet',
  cancelled: 'red',
};

const STATUS_TEXTS: Record<OrderStatus, MessageKey> = {
  pending: 'common.orderPending',
  paid: 'common.orderPaid',
  ready: 'common.orderReady',
  delivered: 'common.orderDelivered',
  refunded: 'common.orderRefunded',
  cancelled: 'common.orderCancelled',
};

/** A shop order's state, as the member and the desk both read it, in the reader's language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Badge color={STATUS_COLORS[status]}>{t(STATUS_TEXTS[status])}</Badge>;
}
