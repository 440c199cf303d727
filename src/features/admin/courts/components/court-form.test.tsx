import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { CourtForm } from './court-form.tsx';

describe('CourtForm', { timeout: 90_000 }, () => {
  it.each(['70,50', '70.50'])('reads both prices typed as %s as 70.5 euros', async (typed) => {
    const onSubmit = vi.fn();
    renderWithApp(() => (
      <CourtForm court={null} busy={false} onSubmit={onSubmit} onCancel={() => {}} />
    ));
    await userEvent.type(await screen.findByLabelText(/Nombre/), 'Pista 9');
    await userEvent.type(screen.getByLabelText(/no socios \(€\)/), typed);
    await userEvent.type(screen.getByLabelText(/UCA \(€\)/), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Crear pista' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ costs: { nonMember: 70.5, uca: 70.5 } });
  });
});
