import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@/api/shop.ts';
import { OrderStatusBadge } from '@/components/order-status-badge.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';

/** 'Mis pedidos': each order with its pick-up code, state, items and total. */
export function OrdersList({ orders }: { orders: Order[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Mis pedidos
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed">Aún no has hecho ningún pedido.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {orders.map((order) => (
            <Card key={order._id} withBorder radius="md" aria-label={`Pedido ${order.code}`}>
              <Group justify="space-between">
                <div>
                  <Text size="xs" c="dimmed">
                    Código de recogida
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
                <Text fw={600}>{formatEurosInSpanish(order.total)}</Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
