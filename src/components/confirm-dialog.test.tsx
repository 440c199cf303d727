import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <MantineProvider>
      <ConfirmDialog
        opened
        title="Cancelar Suscripción"
        message="¿Estás seguro?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </MantineProvider>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('has the default labels and calls back', async () => {
    const { onConfirm, onCancel } = renderDialog();
    expect(await screen.findByText('Cancelar Suscripción')).toBeInTheDocument();
    expect(screen.getByText('¿Estás seguro?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('styles any mode other than confirm as destructive', async () => {
    renderDialog({ mode: 'delete', confirmLabel: 'Sí, borrar', cancelLabel: 'Volver' });
    const confirm = await screen.findByRole('button', { name: 'Sí, borrar' });
    expect(confirm.getAttribute('style')).toContain('red');
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it('keeps the primary colour in confirm mode', async () => {
    renderDialog();
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    expect(confirm.getAttribute('style') ?? '').not.toContain('red');
  });
});
