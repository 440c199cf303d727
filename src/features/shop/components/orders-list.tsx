import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@/api/shop.ts';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';

/** 'Mis pedidos': each order with its pick-up code, state, items and total. */
export function OrdersList({ orders }: { orders: Order[] }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('shop.myOrders')}
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed">{t('shop.noOrders')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {orders.map((order) => (
            <Card
              key={order._id}
              withBorder
              radius="md"
              aria-label={t('shop.orderLabel', { code: order.code })}
            >
              <Group justify="space-between">
                <div>
                  <Text size="xs" c="dimmed">
                    {t('shop.pickupCode')}
                  </Text>
                  <Text fw={700} size="xl" ff="monospace" data-testid="pickup-code">
                    {order.code}
                  </Text>
                </div>
                <OrderStatusBadge status={order.status} />
              </Group>
              <Stack gap={2} mt="sm">
                {order.items.map((item) => (
                  <Text size="sm" key={item.productId}>
                    {`${item.quantity} × ${item.name}`}
                  </Text>
                ))}
              </Stack>
              <Group justify="space-between" mt="sm">
                <Text size="xs" c="dimmed">
                  {formatDateTime(order.createdAt)}
                </Text>
                <Text fw={600}>{formatEuros(order.total)}</Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
