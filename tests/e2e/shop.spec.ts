import { expect, test, type Page } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';

const PASSWORD = 'club1234';
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

// Its own fresh member: no other spec touches this wallet, and nothing else buys in the shop.
test.describe.configure({ timeout: 120_000 });

async function topUp(page: Page, euros: number): Promise<void> {
  const intent = await page.request.post('/api/users/wallet/createPaymentIntent', {
    data: { amount: euros },
  });
  expect(intent.ok()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await page.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret, card: CARD },
  });
  expect(confirmed.ok()).toBe(true);
}

async function balance(page: Page): Promise<number> {
  const res = await page.request.get('/api/users/wallet');
  return ((await res.json()) as { balance: number }).balance;
}

test('a member buys two items with the wallet and sees the order with its pick-up code', async ({
  page,
}) => {
  const email = uniqueEmail('tienda');
  await registerConfirmedUser(page.request, { name: 'Tomás Tienda', email, password: PASSWORD });
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  await topUp(page, 20);

  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Tienda' })).toBeVisible();
  const balls = page.getByLabel('Bote de 3 bolas', { exact: true });
  const water = page.getByLabel('Agua 50 cl', { exact: true });
  await expect(balls.getByText('4.50 €')).toBeVisible();
  const ballsStock = Number(
    (await balls.getByText(/^Quedan \d+$/).textContent())!.replace('Quedan ', ''),
  );
  await expect(page.getByText('Aún no has hecho ningún pedido.')).toBeVisible();

  await page.getByRole('button', { name: 'Añadir Bote de 3 bolas al carrito' }).click();
  await page.getByRole('button', { name: 'Añadir Agua 50 cl al carrito' }).click();
  const cart = page.getByLabel('Carrito');
  await expect(cart.getByTestId('cart-total')).toHaveText('5.50 €');

  await cart.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar pedido' });
  await expect(dialog.getByLabel('Monedero (saldo: 20.00 €)')).toBeChecked();
  await dialog.getByRole('button', { name: 'Pagar 5.50 €' }).click();
  await expect(dialog).toBeHidden();

  const toast = page.getByText(/^Pedido pagado\. Código de recogida: [A-HJ-NP-Z2-9]{6}$/);
  await expect(toast).toBeVisible();
  const code = (await toast.textContent())!.slice(-6);
  const order = page.getByLabel(`Pedido ${code}`);
  await expect(order.getByTestId('pickup-code')).toHaveText(code);
  await expect(order.getByText('Pagado')).toBeVisible();
  await expect(order.getByText('1 × Bote de 3 bolas')).toBeVisible();
  await expect(order.getByText('1 × Agua 50 cl')).toBeVisible();
  await expect(order.getByText('5.50 €')).toBeVisible();
  await expect(cart.getByText('El carrito está vacío.')).toBeVisible();
  await expect(balls.getByText(`Quedan ${ballsStock - 1}`)).toBeVisible();
  await expect(water).toBeVisible();
  expect(await balance(page)).toBe(14.5);

  // The order is the server's, not only the screen's: it is there after a reload.
  await page.reload();
  await expect(page.getByLabel(`Pedido ${code}`).getByText('Pagado')).toBeVisible();
});
