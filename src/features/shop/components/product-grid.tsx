import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Product } from '@/api/shop.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';

const DEFAULT_IMAGE = '/courts/default.svg';

function StockBadge({ stock }: { stock: number }) {
  const t = useT();
  if (stock === 0) return <Badge color="red">{t('shop.soldOut')}</Badge>;
  return (
    <Badge color={stock <= 3 ? 'orange' : 'green'} variant="light">
      {t('shop.stockLeft', { count: stock })}
    </Badge>
  );
}

/** The catalogue: a card per product with its picture, price, stock and 'Añadir al carrito'. */
export function ProductGrid({
  products,
  room,
  onAdd,
}: {
  products: Product[];
  room: (product: Product) => number;
  onAdd: (product: Product) => void;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {products.map((product) => (
        <Card key={product._id} withBorder radius="md" padding="md" aria-label={product.name}>
          <Card.Section>
            <Image
              src={product.image ?? DEFAULT_IMAGE}
              fallbackSrc={DEFAULT_IMAGE}
              h={120}
              alt=""
              fit="cover"
            />
          </Card.Section>
          <Stack gap={4} mt="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{product.name}</Text>
              <Text fw={600}>{formatEuros(product.price)}</Text>
            </Group>
            {product.description && (
              <Text size="sm" c="dimmed">
                {product.description}
              </Text>
            )}
            <Group justify="space-between" mt="xs">
              <StockBadge stock={product.stock} />
              <Button
                size="xs"
                onClick={() => onAdd(product)}
                disabled={room(product) <= 0}
                aria-label={t('shop.addToCartLabel', { name: product.name })}
              >
                {t('shop.addToCart')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
