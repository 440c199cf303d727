import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseEuros } from '@/domain/money.ts';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { EuroInput } from './euro-input.tsx';

function Harness() {
  const [value, setValue] = useState<number | string>('');
  return (
    <>
      <EuroInput label="Importe (€)" value={value} onChange={setValue} />
      <output aria-label="euros">{JSON.stringify(parseEuros(value))}</output>
    </>
  );
}

describe('EuroInput', { timeout: 30_000 }, () => {
  it.each(['70,50', '70.50', '70,5'])('reads %s as 70.5, shown with a comma', async (typed) => {
    renderWithApp(() => <Harness />);
    const input = await screen.findByLabelText('Importe (€)');
    await userEvent.type(input, typed);
    expect(input).toHaveValue(typed.replace('.', ','));
    expect(screen.getByRole('status', { name: 'euros' })).toHaveTextContent('70.5');
  });

  it('takes a pasted amount with grouped thousands and the comma', async () => {
    renderWithApp(() => <Harness />);
    const input = await screen.findByLabelText('Importe (€)');
    await userEvent.click(input);
    await userEvent.paste('1.234,56');
    expect(screen.getByRole('status', { name: 'euros' })).toHaveTextContent('1234.56');
  });
});
