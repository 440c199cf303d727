import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { ProductForm } from './product-form.tsx';

describe('ProductForm', { timeout: 30_000 }, () => {
  it.each(['70,50', '70.50'])("reads 'Precio (€)' %s as 70.5 euros", async (typed) => {
    const onSubmit = vi.fn();
    renderWithApp(() => (
      <ProductForm product={null} busy={false} onSubmit={onSubmit} onCancel={() => {}} />
    ));
    await userEvent.type(await screen.findByLabelText(/Nombre/), 'Tubo de bolas');
    await userEvent.type(screen.getByLabelText('Precio (€)'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Tubo de bolas', price: 70.5 });
  });
});
