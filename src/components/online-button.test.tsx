import { t } from '@/i18n/index.ts';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NEEDS_CONNECTION_KEY } from '@/lib/online.ts';
import { OnlineButton } from './online-button.tsx';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

function renderButton() {
  render(
    <MantineProvider>
      <OnlineButton>Pagar</OnlineButton>
    </MantineProvider>,
  );
}

describe('OnlineButton', { timeout: 20_000 }, () => {
  afterEach(() => setOnline(true));

  it('is an ordinary button online, without the tooltip', () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
    expect(screen.queryByText(t(NEEDS_CONNECTION_KEY))).toBeNull();
  });

  it('offline is disabled and says why on hover (the tooltip loads only then)', async () => {
    setOnline(false);
    renderButton();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    // The tooltip arrives with its own module; the button is there (disabled) meanwhile.
    await waitFor(
      async () => {
        await userEvent.hover(screen.getByRole('button', { name: 'Pagar' }).parentElement!);
        expect(screen.getByText(t(NEEDS_CONNECTION_KEY))).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  });
});
