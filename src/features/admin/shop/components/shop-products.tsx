import { Badge, Button, FileButton, Group, Image, Modal, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminProduct } from '@/api/shop.ts';
import {
  adminShopProductsQueryOptions,
  useSaveProduct,
  useUploadProductImage,
} from '../api/shop.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { ProductForm } from './product-form.tsx';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';

/** The edit dialog: the form, and for a saved product its picture. */
function ProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const t = useT();
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  return (
    <Modal
      opened
      onClose={onClose}
      title={product ? t('admin.editNamed', { name: product.name }) : t('admin.productNew')}
    >
      {product && (
        <Group mb="md">
          {product.image && <Image src={product.image} h={48} w={64} alt="" fit="cover" />}
          <FileButton
            accept="image/png,image/jpeg,image/webp"
            onChange={(file) => file && upload.mutate({ productId: product._id, file })}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                {t('admin.photoUpload')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <ProductForm
        product={product}
        busy={save.isPending}
        onCancel={onClose}
        onSubmit={(input) =>
          save.mutate({ productId: product?._id, product: input }, { onSuccess: onClose })
        }
      />
    </Modal>
  );
}

/** 'Catálogo': every product with price, stock and whether it is on sale; create and edit. */
export function ShopProducts() {
  const t = useT();
  const products = useQuery(adminShopProductsQueryOptions());
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => setEditing('new')}>{t('admin.productNew')}</Button>
      </Group>
      <AdminResults
        status={products.status}
        count={products.data?.length ?? 0}
        labels={{
          loading: t('admin.catalogueLoading'),
          error: t('admin.catalogueError'),
          empty: t('admin.catalogueEmpty'),
          count: (count) => t('admin.productsCount', { count }),
          table: t('admin.catalogue'),
        }}
        minWidth={600}
        columns={[
          t('admin.colProduct'),
          t('admin.colPrice'),
          t('admin.stock'),
          t('admin.colStatus'),
          t('admin.colActions'),
        ]}
      >
        {products.data?.map((p) => (
          <Table.Tr key={p._id}>
            <Table.Td>{p.name}</Table.Td>
            <Table.Td>{formatEuros(p.price)}</Table.Td>
            <Table.Td>{p.stock}</Table.Td>
            <Table.Td>
              <Badge color={p.active ? 'green' : 'gray'} variant="light">
                {p.active ? t('admin.onSale') : t('admin.withdrawn')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => setEditing(p)}>
                {t('admin.edit')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminResults>
      {editing && (
        <ProductDialog
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
