import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import { activateLanguage } from '@/i18n/index.ts';
import type {
  AdminOrder,
  AdminProduct,
  AdminProductResponse,
  AdminOrderResponse,
  AdminOrdersResponse,
  AdminProductsResponse,
} from '@/api/shop.ts';
import { AdminShopPage } from './shop-page.tsx';

const admin = testUser({ role: 'admin' });

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: 'o1',
    code: 'ABC234',
    status: 'paid',
    method: 'wallet',
    total: 9,
    items: [{ productId: 'p1', name: 'Bote de 3 bolas', quantity: 2, price: 4.5 }],
    createdAt: '2026-11-23T10:00:00Z',
    member: { _id: 'u2', name: 'Sofía Socia', email: 'socio@club.local' },
    ...overrides,
  };
}

const PRODUCT: AdminProduct = {
  _id: 'p1',
  name: 'Bote de 3 bolas',
  description: '',
  image: null,
  price: 4.5,
  stock: 12,
  active: true,
};

describe('AdminShopPage', { timeout: 30_000 }, () => {
  it('lists paid orders with their code and offers only the next step and a refund', async () => {
    server.use(
      http.get('/api/admin/shop/orders', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const orders = status === 'ready' ? [order({ status: 'ready' })] : [order()];
        return HttpResponse.json<AdminOrdersResponse>({ success: true, orders });
      }),
      http.post('/api/admin/shop/orders/o1/ready', () =>
        HttpResponse.json<AdminOrderResponse>({
          success: true,
          message: 'Pedido listo para recoger.',
          order: order({ status: 'ready' }),
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(AdminShopPage, { user: admin });
    const row = await screen.findByRole('row', { name: /ABC234/ });
    expect(within(row).getByText('Sofía Socia')).toBeVisible();
    expect(within(row).getByText('2 × Bote de 3 bolas')).toBeVisible();
    expect(within(row).getByText('9,00 €')).toBeVisible();
    expect(within(row).getByText('Pagado')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Entregado' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Reembolsar' })).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Marcar listo' }));
    expect(await screen.findByText('Pedido listo para recoger.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/o1/ready'))).toBe(true);

    await userEvent.click(screen.getByText('Listos'));
    const ready = await screen.findByRole('row', { name: /ABC234/ });
    await waitFor(() => expect(within(ready).getByText('Listo para recoger')).toBeVisible());
    expect(within(ready).getByRole('button', { name: 'Entregado' })).toBeVisible();
    expect(within(ready).queryByRole('button', { name: 'Marcar listo' })).toBeNull();
  });

  it('asks before refunding and says where the money goes', async () => {
    server.use(
      http.get('/api/admin/shop/orders', () =>
        HttpResponse.json<AdminOrdersResponse>({ success: true, orders: [order()] }),
      ),
      http.post('/api/admin/shop/orders/o1/refund', () =>
        HttpResponse.json<AdminOrderResponse>({
          success: true,
          message: 'Pedido reembolsado en el monedero.',
          order: order({ status: 'refunded' }),
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(AdminShopPage, { user: admin });
    const row = await screen.findByRole('row', { name: /ABC234/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar pedido' });
    expect(dialog).toHaveTextContent(
      'Se devolverán 9,00 € al monedero de Sofía Socia y los productos volverán al stock.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Pedido reembolsado en el monedero.')).toBeVisible();
  });

  it('checks a product in Spanish before sending, then creates it', async () => {
    server.use(
      http.get('/api/admin/shop/orders', () =>
        HttpResponse.json<AdminOrdersResponse>({ success: true, orders: [] }),
      ),
      http.get('/api/admin/shop/products', () =>
        HttpResponse.json<AdminProductsResponse>({ success: true, products: [PRODUCT] }),
      ),
      http.post('/api/admin/shop/products', async ({ request }) =>
        HttpResponse.json<AdminProductResponse>(
          {
            success: true,
            message: 'Producto creado.',
            product: { ...PRODUCT, _id: 'p2', ...((await request.json()) as object) },
          },
          { status: 201 },
        ),
      ),
    );
    const calls = recordRequests();
    renderWithApp(AdminShopPage, { user: admin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Catálogo' }));
    const row = await screen.findByRole('row', { name: /Bote de 3 bolas/ });
    expect(within(row).getByText('12')).toBeVisible();
    expect(within(row).getByText('A la venta')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    const form = await screen.findByRole('form', { name: 'Datos del producto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear producto' }));
    expect(await within(form).findByText('El nombre es obligatorio.')).toBeVisible();
    expect(within(form).getByText('El precio debe ser un número.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Nombre/), 'Alquiler de raqueta');
    await userEvent.type(within(form).getByLabelText('Precio (€)'), '3');
    await userEvent.clear(within(form).getByLabelText('Stock'));
    await userEvent.type(within(form).getByLabelText('Stock'), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText('Producto creado.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({
      name: 'Alquiler de raqueta',
      description: '',
      price: 3,
      stock: 6,
      active: true,
    });
  });

  describe('in Catalan', () => {
    afterEach(() => activateLanguage('es'));

    it('shows the order desk and asks before a refund in Catalan', async () => {
      await activateLanguage('ca');
      server.use(
        http.get('/api/admin/shop/orders', () =>
          HttpResponse.json<AdminOrdersResponse>({ success: true, orders: [order()] }),
        ),
      );
      renderWithApp(AdminShopPage, { user: admin });
      expect(await screen.findByRole('heading', { name: 'Botiga' })).toBeVisible();
      expect(screen.getByRole('tab', { name: 'Catàleg' })).toBeVisible();
      expect(await screen.findByText('1 comanda')).toBeVisible();
      const row = await screen.findByRole('row', { name: /ABC234/ });
      expect(within(row).getByRole('button', { name: 'Marca com a preparada' })).toBeVisible();
      await userEvent.click(within(row).getByRole('button', { name: 'Reemborsa' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reemborsar la comanda' });
      expect(dialog).toHaveTextContent(
        "Sofía Socia rebrà 9,00 € al moneder i els productes tornaran a l'estoc.",
      );
    });
  });
});
