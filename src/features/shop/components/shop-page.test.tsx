import { http, HttpResponse, type HttpHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import {
  recordRequests,
  server,
  refusal,
  paymentsConfig,
  savedCards,
} from '#tests/helpers/api-server.ts';
import type {
  Order,
  OrderResponse,
  Product,
  OrdersResponse,
  ProductsResponse,
} from '@/api/shop.ts';
import type { WalletResponse } from '@/api/payments.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { ShopPage } from './shop-page.tsx';

const PRODUCTS: Product[] = [
  { _id: 'p1', name: 'Agua 50 cl', description: '', image: null, price: 1, stock: 1 },
  { _id: 'p2', name: 'Bote de 3 bolas', description: 'Bolas', image: null, price: 4.5, stock: 9 },
  { _id: 'p3', name: 'Overgrip', description: '', image: null, price: 6, stock: 0 },
];

const ORDER: Order = {
  _id: 'o1',
  code: 'ABC234',
  status: 'paid',
  method: 'wallet',
  total: 5.5,
  items: [
    { productId: 'p1', name: 'Agua 50 cl', quantity: 1, price: 1 },
    { productId: 'p2', name: 'Bote de 3 bolas', quantity: 1, price: 4.5 },
  ],
  createdAt: '2026-11-23T10:00:00Z',
};

function shopApi(balance: number, ...extra: HttpHandler[]) {
  server.use(
    ...extra,
    http.get('/api/shop/products', () =>
      HttpResponse.json<ProductsResponse>({ success: true, products: PRODUCTS }),
    ),
    http.get('/api/shop/orders', () =>
      HttpResponse.json<OrdersResponse>({ success: true, orders: [] }),
    ),
    http.get('/api/users/wallet', () =>
      HttpResponse.json<WalletResponse>({ balance, transactions: [] }),
    ),
    savedCards(),
    paymentsConfig(),
  );
  return recordRequests();
}

function renderShop() {
  renderWithApp(() => <ShopPage />, { user: testUser(), path: '/shop' });
}

describe('ShopPage', { timeout: 20_000 }, () => {
  it('shows the stock, and the cart never holds more than there is', async () => {
    shopApi(20);
    renderShop();
    const overgrip = await screen.findByLabelText('Overgrip');
    expect(within(overgrip).getByText('Agotado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Añadir al carrito: Overgrip' })).toBeDisabled();
    expect(within(screen.getByLabelText('Agua 50 cl')).getByText('Queda 1')).toBeVisible();
    const addWater = screen.getByRole('button', { name: 'Añadir al carrito: Agua 50 cl' });
    await userEvent.click(addWater);
    expect(addWater).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('1,00 €');
    expect(await screen.findByText('Aún no has hecho ningún pedido.')).toBeVisible();
  });

  it('under 5 € and over the balance: no card, no wallet, and says why', async () => {
    const calls = shopApi(0.5);
    renderShop();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Añadir al carrito: Agua 50 cl' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar pedido' });
    expect(
      within(dialog).getByText('El pago con tarjeta requiere un importe mínimo de 5€.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Tarjeta')).toBeDisabled();
    expect(await within(dialog).findByText(/Saldo insuficiente en el monedero\./)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pagar 1,00 €' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('pays two items from the wallet and tells the pick-up code', async () => {
    let ordered = false;
    const calls = shopApi(
      20,
      http.post('/api/shop/orders', () => {
        ordered = true;
        return HttpResponse.json<OrderResponse>(
          { success: true, message: 'Pedido pagado con el monedero.', order: ORDER },
          { status: 201 },
        );
      }),
      http.get('/api/shop/orders', () =>
        HttpResponse.json<OrdersResponse>({ success: true, orders: ordered ? [ORDER] : [] }),
      ),
    );
    renderShop();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Añadir al carrito: Agua 50 cl' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Añadir al carrito: Bote de 3 bolas' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar pedido' });
    const pay = within(dialog).getByRole('button', { name: 'Pagar 5,50 €' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByText('Pedido pagado. Código de recogida: ABC234')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({
      items: [
        { productId: 'p1', quantity: 1 },
        { productId: 'p2', quantity: 1 },
      ],
    });
    const order = await screen.findByLabelText('Pedido ABC234');
    expect(within(order).getByText('Pagado')).toBeVisible();
    expect(within(order).getByText('1 × Bote de 3 bolas')).toBeVisible();
    expect(screen.getByText('El carrito está vacío.')).toBeVisible();
  });

  it("shows the server's refusal and keeps the cart", async () => {
    shopApi(
      20,
      http.post('/api/shop/orders', () => refusal('No queda stock de Agua 50 cl', 409)),
    );
    renderShop();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Añadir al carrito: Agua 50 cl' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar pedido' });
    const pay = within(dialog).getByRole('button', { name: 'Pagar 1,00 €' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByText('No queda stock de Agua 50 cl')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Pagar pedido' })).toBeVisible();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('1,00 €');
  });
});

describe('ShopPage in Catalan and English', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('shows the shop and the cart in Catalan', async () => {
    await activateLanguage('ca');
    shopApi(20);
    renderShop();
    expect(await screen.findByRole('heading', { name: 'Botiga' })).toBeVisible();
    const overgrip = await screen.findByLabelText('Overgrip');
    expect(within(overgrip).getByText('Esgotat')).toBeVisible();
    const balls = screen.getByLabelText('Bote de 3 bolas');
    expect(within(balls).getByText('4,50 €')).toBeVisible();
    expect(within(balls).getByText('En queden 9')).toBeVisible();
    expect(screen.getByText('La cistella és buida.')).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Afegeix a la cistella: Bote de 3 bolas' }),
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent('4,50 €');
    expect(screen.getByRole('button', { name: 'Paga' })).toBeVisible();
  });

  it('shows the orders with their pick-up code in English', async () => {
    await activateLanguage('en');
    shopApi(
      20,
      http.get('/api/shop/orders', () =>
        HttpResponse.json<OrdersResponse>({ success: true, orders: [ORDER] }),
      ),
    );
    renderShop();
    const order = await screen.findByLabelText('Order ABC234');
    expect(within(order).getByText('Pick-up code')).toBeVisible();
    expect(within(order).getByText('€5.50')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeVisible();
    expect(await screen.findByText('1 left')).toBeVisible();
  });
});
