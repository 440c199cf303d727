import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY } from '@/domain/shop.ts';
import { formatCents } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import type { Cart } from './use-cart.ts';

/** 'Carrito': each line with its quantity, the total and 'Pagar'. */
export function CartPanel({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" aria-label={t('shop.cart')}>
      <Title order={3} size="h4" mb="sm">
        {t('shop.cart')}
      </Title>
      {cart.lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('shop.cartEmpty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {cart.lines.map(({ product, quantity }) => (
            <Group key={product._id} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ flex: 1 }}>
                {product.name}
              </Text>
              <NumberInput
                aria-label={t('shop.quantityOf', { name: product.name })}
                value={quantity}
                min={1}
                max={Math.min(product.stock, MAX_LINE_QUANTITY)}
                allowDecimal={false}
                clampBehavior="strict"
                w={72}
                size="xs"
                onChange={(value) => cart.setQuantity(product._id, Number(value) || 1)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('shop.remove', { name: product.name })}
                onClick={() => cart.setQuantity(product._id, 0)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between" mt="xs">
            <Text fw={600}>{t('shop.total')}</Text>
            <Text fw={600} data-testid="cart-total">
              {formatCents(cart.totalCents)}
            </Text>
          </Group>
          <Button onClick={onCheckout}>{t('shop.pay')}</Button>
        </Stack>
      )}
    </Card>
  );
}
