import { expect, test, type Browser, type Page } from '@playwright/test';
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
  await expect(balls.getByText('4,50 €')).toBeVisible();
  const ballsStock = Number(
    (await balls.getByText(/^Quedan \d+$/).textContent())!.replace('Quedan ', ''),
  );
  await expect(page.getByText('Aún no has hecho ningún pedido.')).toBeVisible();

  await page.getByRole('button', { name: 'Añadir al carrito: Bote de 3 bolas' }).click();
  await page.getByRole('button', { name: 'Añadir al carrito: Agua 50 cl' }).click();
  const cart = page.getByLabel('Carrito');
  await expect(cart.getByTestId('cart-total')).toHaveText('5,50 €');

  await cart.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar pedido' });
  await expect(dialog.getByLabel('Monedero (saldo: 20,00 €)')).toBeChecked();
  await dialog.getByRole('button', { name: 'Pagar 5,50 €' }).click();
  await expect(dialog).toBeHidden();

  const toast = page.getByText(/^Pedido pagado\. Código de recogida: [A-HJ-NP-Z2-9]{6}$/);
  await expect(toast).toBeVisible();
  const code = (await toast.textContent())!.slice(-6);
  const order = page.getByLabel(`Pedido ${code}`);
  await expect(order.getByTestId('pickup-code')).toHaveText(code);
  await expect(order.getByText('Pagado')).toBeVisible();
  await expect(order.getByText('1 × Bote de 3 bolas')).toBeVisible();
  await expect(order.getByText('1 × Agua 50 cl')).toBeVisible();
  await expect(order.getByText('5,50 €')).toBeVisible();
  await expect(cart.getByText('El carrito está vacío.')).toBeVisible();
  await expect(balls.getByText(`Quedan ${ballsStock - 1}`)).toBeVisible();
  await expect(water).toBeVisible();
  expect(await balance(page)).toBe(14.5);

  // The order is the server's, not only the screen's: it is there after a reload.
  await page.reload();
  await expect(page.getByLabel(`Pedido ${code}`).getByText('Pagado')).toBeVisible();
});

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

test('the desk marks an order ready and refunds it; the member sees each state live', async ({
  browser,
}) => {
  const email = uniqueEmail('recogida');
  const member = await (await browser.newContext()).newPage();
  await registerConfirmedUser(member.request, { name: 'Rita Recogida', email, password: PASSWORD });
  await member.goto('/');
  await logIn(member, email, PASSWORD);
  await topUp(member, 10);
  const products = (await (await member.request.get('/api/shop/products')).json()) as {
    products: Array<{ _id: string; name: string }>;
  };
  const drink = products.products.find((p) => p.name === 'Bebida isotónica')!;
  const bought = await member.request.post('/api/shop/orders', {
    data: { items: [{ productId: drink._id, quantity: 2 }] },
  });
  expect(bought.status()).toBe(201);
  const { code } = ((await bought.json()) as { order: { code: string } }).order;
  await member.goto('/shop');
  const order = member.getByLabel(`Pedido ${code}`);
  await expect(order.getByText('Pagado')).toBeVisible();
  expect(await balance(member)).toBe(6);

  const admin = await signedInPage(browser, 'admin@club.local');
  await admin.goto('/admin/shop');
  await expect(admin.getByRole('heading', { name: 'Tienda' })).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Rita Recogida');
  await expect(row).toContainText('2 × Bebida isotónica');
  await row.getByRole('button', { name: 'Marcar listo' }).click();
  await expect(admin.getByText('Pedido listo para recoger.')).toBeVisible();
  // The member's open screen follows without a reload.
  await expect(order.getByText('Listo para recoger')).toBeVisible();

  await admin.getByText('Listos', { exact: true }).click();
  await admin
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Reembolsar' })
    .click();
  const confirm = admin.getByRole('dialog', { name: 'Reembolsar pedido' });
  await expect(confirm).toContainText('Se devolverán 4,00 € al monedero de Rita Recogida');
  await confirm.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(admin.getByText('Pedido reembolsado en el monedero.')).toBeVisible();
  await expect(order.getByText('Reembolsado')).toBeVisible();
  expect(await balance(member)).toBe(10);
});
