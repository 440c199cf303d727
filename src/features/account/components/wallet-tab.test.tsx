import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import {
  recordRequests,
  server,
  refusal,
  paymentsConfig,
  wallet,
  savedCards,
} from '#tests/helpers/api-server.ts';
import type { WalletResponse, WalletTransaction } from '@/api/payments.ts';
import { WalletTab } from './wallet-tab.tsx';

const socketHandlers = vi.hoisted(() => new Map<string, (payload: unknown) => void>());

vi.mock('@/lib/socket.ts', () => ({
  useSocketEvent: (event: string | null, handler: (payload: unknown) => void) => {
    if (event) socketHandlers.set(event, handler);
  },
}));

function transactions(n: number): WalletTransaction[] {
  return Array.from({ length: n }, (_, i) => ({
    _id: `t${i + 1}`,
    type: i % 2 === 0 ? 'credit' : 'debit',
    amount: 10 + i,
    description: `Movimiento ${i + 1}`,
    date: new Date(Date.UTC(2026, 10, 20, 10, 0) - i * 3_600_000).toISOString(),
  }));
}

function renderWallet(wallet: WalletResponse) {
  server.use(http.get('/api/users/wallet', () => HttpResponse.json<WalletResponse>(wallet)));
  return renderWithApp(() => <WalletTab />, { user: testUser() });
}

/** jsdom has no layout: make the list look scrolled to its end. */
function scrollToEnd(list: HTMLElement) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(list, 'scrollTop', { configurable: true, value: 600 });
  fireEvent.scroll(list);
}

// A busy machine makes jsdom slow; the timings that matter are asserted inside.
describe('WalletTab', { timeout: 40_000 }, () => {
  it('shows a positive balance with two decimals on a green tint', async () => {
    renderWallet({ balance: 12.5, transactions: [] });
    const balance = await screen.findByTestId('wallet-balance');
    expect(balance).toHaveTextContent('Saldo Disponible: 12.50 €');
    expect(balance).toHaveAttribute('data-tint', 'green');
    expect(screen.getByRole('button', { name: 'Añadir Fondos' })).toBeInTheDocument();
    expect(screen.getByText('Historial de Transacciones')).toBeInTheDocument();
  });

  it('shows a zero balance on a red tint and the empty history text', async () => {
    renderWallet({ balance: 0, transactions: [] });
    const balance = await screen.findByTestId('wallet-balance');
    expect(balance).toHaveTextContent('Saldo Disponible: 0.00 €');
    expect(balance).toHaveAttribute('data-tint', 'red');
    expect(screen.getByText('No hay transacciones recientes.')).toBeInTheDocument();
    expect(screen.queryByText('No hay más transacciones.')).not.toBeInTheDocument();
  });

  it('shows 10 transactions, 10 more after scrolling to the end, then the end text', async () => {
    renderWallet({ balance: 40, transactions: transactions(25) });
    await screen.findByTestId('wallet-balance');
    expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(10);
    expect(screen.queryByText('No hay más transacciones.')).not.toBeInTheDocument();
    expect(screen.getByText('+10,00 €')).toBeInTheDocument();
    expect(screen.getByText('-11,00 €')).toBeInTheDocument();

    const list = screen.getByTestId('wallet-transactions');
    scrollToEnd(list);
    // The next page waits 500 ms, showing a spinner meanwhile.
    expect(screen.getByLabelText('Cargando más transacciones')).toBeInTheDocument();
    expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(10);
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(20));

    // Past the 150 ms throttle window, the next scroll loads the rest.
    await new Promise((r) => setTimeout(r, 200));
    scrollToEnd(list);
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(25));
    expect(screen.getByText('No hay más transacciones.')).toBeInTheDocument();
  });

  it('does not load more while the list is not scrolled to its end', async () => {
    renderWallet({ balance: 40, transactions: transactions(15) });
    const list = await screen.findByTestId('wallet-transactions');
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
    Object.defineProperty(list, 'scrollTop', { configurable: true, value: 100 });
    fireEvent.scroll(list);
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(10);
  });

  it('follows walletUpdated:{userId} live', async () => {
    // After the event the server's answer is held back, so the balance shown must be the event's.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let onServer: WalletResponse = { balance: 5, transactions: [] };
    server.use(
      http.get('/api/users/wallet', async () => {
        const answer = onServer;
        if (answer.balance !== 5) await held;
        return HttpResponse.json<WalletResponse>(answer);
      }),
    );
    const calls = recordRequests();
    renderWithApp(() => <WalletTab />, { user: testUser({ id: 'u1' }) });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('5.00 €');
    const handler = socketHandlers.get('walletUpdated:u1');
    expect(handler).toBeDefined();
    const before = calls.length;
    onServer = { balance: 30, transactions: transactions(1) };
    await act(async () => handler!({ balance: 30 }));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance')).toHaveTextContent('Saldo Disponible: 30.00 €'),
    );
    expect(screen.queryByText('Movimiento 1')).not.toBeInTheDocument();
    // The list is fetched again for the transaction behind the change.
    expect(calls.length).toBeGreaterThan(before);
    release();
    expect(await screen.findByText('Movimiento 1')).toBeInTheDocument();
  });

  it('says when the wallet cannot be loaded', async () => {
    server.use(http.get('/api/users/wallet', () => refusal('x', 500)));
    renderWithApp(() => <WalletTab />, { user: testUser() });
    expect(await screen.findByText('Error al cargar el saldo del monedero.')).toBeInTheDocument();
  });

  it('offline shows the last known balance and that a connection is needed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Offline: the wallet's refresh gets no answer at all.
    server.use(http.get('/api/users/wallet', () => HttpResponse.error()));
    const { queryClient } = renderWithApp(() => <WalletTab />, {
      user: testUser(),
      path: '/',
    });
    queryClient.setQueryData(['wallet-balance'], 17);
    expect(
      await screen.findByText(/Sin conexión: este es el último saldo conocido/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('Saldo Disponible: 17.00 €');
    expect(screen.queryByRole('button', { name: 'Añadir Fondos' })).not.toBeInTheDocument();
  });

  it('opens the top-up dialog from Añadir Fondos', async () => {
    server.use(wallet(0), savedCards(), paymentsConfig());
    renderWithApp(() => <WalletTab />, { user: testUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir Fondos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir saldo al monedero' });
    expect(within(dialog).getByLabelText('Cantidad (€)')).toHaveValue('10');
  });
});
