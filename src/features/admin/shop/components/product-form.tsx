import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { productInputSchema, type AdminProduct, type ProductInput } from '@/api/shop.ts';
import { parseEuros } from '@/domain/money.ts';
import { contractForm, numberOrNull } from '@/lib/form-errors.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { FormActions } from '@/components/dialog-actions.tsx';
import { useT } from '@/i18n/react.tsx';

interface ProductFormValues {
  name: string;
  description: string;
  price: number | string;
  stock: number | string;
  active: boolean;
}

function valuesOf(product: AdminProduct | null): ProductFormValues {
  if (!product) return { name: '', description: '', price: '', stock: 0, active: true };
  const { name, description, price, stock, active } = product;
  return { name, description, price, stock, active };
}

const bodyOf = (values: ProductFormValues) => ({
  ...values,
  price: parseEuros(values.price),
  stock: numberOrNull(values.stock),
});

/** The product's fields, checked with the API's own schema before sending. */
export function ProductForm({
  product,
  busy,
  onSubmit,
  onCancel,
}: {
  product: AdminProduct | null;
  busy: boolean;
  onSubmit: (input: ProductInput) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm({
    initialValues: valuesOf(product),
    ...contractForm(productInputSchema, bodyOf),
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={t('admin.productForm')}>
      <Stack>
        <TextInput label={t('admin.colName')} required {...form.getInputProps('name')} />
        <TextInput label={t('admin.description')} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EuroInput label={t('admin.priceEuros')} min={0} {...form.getInputProps('price')} />
          <NumberInput
            label={t('admin.stock')}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('stock')}
          />
        </SimpleGrid>
        <Switch label={t('admin.onSale')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions
          busy={busy}
          submitLabel={product ? t('admin.saveChanges') : t('admin.productCreate')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
