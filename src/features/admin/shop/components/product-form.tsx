import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { productInputSchema, type AdminProduct, type ProductInput } from '@/api/shop.ts';
import { parseEuros } from '@/domain/money.ts';
import { checkForm, numberOrNull } from '@/lib/form-errors.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { FormActions, useAdminForm } from '@/features/admin/shared/components/form-fields.tsx';

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
  const { values, patch, setErrors, text, number } = useAdminForm(() => valuesOf(product));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(productInputSchema, {
      ...values,
      price: parseEuros(values.price),
      stock: numberOrNull(values.stock),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Datos del producto">
      <Stack>
        <TextInput label="Nombre" required {...text('name')} />
        <TextInput label="Descripción" {...text('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EuroInput label="Precio (€)" min={0} {...number('price')} />
          <NumberInput label="Stock" min={0} allowDecimal={false} {...number('stock')} />
        </SimpleGrid>
        <Switch
          label="A la venta"
          checked={values.active}
          onChange={(e) => patch({ active: e.currentTarget.checked })}
        />
        <FormActions
          busy={busy}
          submitLabel={product ? 'Guardar cambios' : 'Crear producto'}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
