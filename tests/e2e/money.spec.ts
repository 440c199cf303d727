import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cutTexts, SPEC_WIDTHS } from './support/layout.ts';
import { waitForMailLink } from './support/mail.ts';

const PASSWORD = 'club1234';

// One fresh account for the whole file: no other spec touches its wallet or memberships, and
// the steps build on each other (the card saved by the top-up pays the membership).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let email = '';

async function registerVerifiedUser(request: APIRequestContext): Promise<string> {
  const address = `monedero-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@club.local`;
  const registered = await request.post('/api/users/register', {
    data: { name: 'Marta Monedero', email: address, password: PASSWORD, dob: '1996-03-04' },
  });
  expect(registered.ok()).toBe(true);
  const link = await waitForMailLink(address, 'verify-email');
  const token = new URL(link).searchParams.get('token');
  const verified = await request.post('/api/users/verify-email', { data: { token } });
  expect(verified.ok()).toBe(true);
  return address;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Número de tarjeta').fill(number);
  await dialog.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

async function walletBalanceFromApi(page: Page): Promise<number> {
  const res = await page.request.get('/api/users/wallet');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { balance: number }).balance;
}

test.beforeAll(async ({ request }) => {
  email = await registerVerifiedUser(request);
});

test('tops up 25 € with a new card; the balance and the transaction arrive live', async ({
  page,
  context,
}) => {
  await signIn(page);
  // A second tab on the home page shows the balance too, and must follow without a reload.
  const home = await context.newPage();
  await home.goto('/home');
  // A fresh account's first /home also loads its level prompt and the quick booking: a busy
  // machine can take more than the default 10 s to draw it.
  await expect(home.getByTestId('wallet-balance')).toHaveText('Saldo Disponible: 0.00 €', {
    timeout: 30_000,
  });

  await page.goto('/profile?tab=monedero');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('Saldo Disponible: 0.00 €');
  await expect(balance).toHaveAttribute('data-tint', 'red');
  await expect(page.getByText('No hay transacciones recientes.')).toBeVisible();

  await page.getByRole('button', { name: 'Añadir Fondos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir saldo al monedero' });
  const amount = dialog.getByLabel('Cantidad (€)');
  await expect(amount).toHaveValue('10');

  // Below the minimum: the spec's message and nothing is asked of the server.
  await amount.fill('5');
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Añadir saldo' }).click();
  await expect(dialog.getByText('El ingreso mínimo es de 10€.')).toBeVisible();

  await amount.fill('25');
  await dialog.getByRole('button', { name: 'Añadir saldo' }).click();
  await expect(page.getByText('Se han añadido 25€ a tu monedero.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(balance).toHaveText('Saldo Disponible: 25.00 €');
  await expect(balance).toHaveAttribute('data-tint', 'green');
  const rows = page.getByTestId('wallet-transaction');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+25,00 €');
  await expect(page.getByText('No hay más transacciones.')).toBeVisible();

  await expect(home.getByTestId('wallet-balance')).toHaveText('Saldo Disponible: 25.00 €');
  expect(await walletBalanceFromApi(page)).toBe(25);
});

test('a declined card shows the gateway error and credits nothing', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile?tab=monedero');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('Saldo Disponible: 25.00 €');

  await page.getByRole('button', { name: 'Añadir Fondos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir saldo al monedero' });
  // The card saved by the first top-up is offered first; pay with a new one instead.
  await expect(dialog.getByLabel(/^VISA \*{4} \*{4} \*{4} 4242 \(12\/2034\)$/)).toBeChecked();
  await dialog.getByLabel('Usar nueva tarjeta').check();
  await dialog.getByLabel('Cantidad (€)').fill('15');
  await fillCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Añadir saldo' }).click();

  await expect(page.getByText('Error: Tu tarjeta ha sido rechazada.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await expect(balance).toHaveText('Saldo Disponible: 25.00 €');
  await expect(page.getByTestId('wallet-transaction')).toHaveCount(1);
  expect(await walletBalanceFromApi(page)).toBe(25);
});

test("subscribes to 'Socio', cancels it and reactivates it", async ({ page }) => {
  await signIn(page);
  await page.goto('/profile?tab=suscripciones');
  await expect(page.getByText('No tienes una suscripción de socio activa.')).toBeVisible();
  await page.getByRole('link', { name: 'Hazte Socio', exact: true }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { name: 'Elige tu Membresía' })).toBeVisible();

  const socio = page.getByTestId('plan-adult');
  await expect(socio).toContainText('55,00 €');
  await socio.getByRole('button', { name: 'Seleccionar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Completar Suscripción' });
  await expect(dialog).toContainText('Socio');
  await expect(dialog).toContainText('Total: 55,00 €');
  // The saved card is chosen by default.
  await expect(dialog.getByLabel(/^VISA \*{4} \*{4} \*{4} 4242/)).toBeChecked();
  await dialog.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(page.getByText('Suscripción completada con éxito a Socio.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Holding a plan: every plan says 'Seleccionado' and none can be chosen.
  const held = page.getByRole('button', { name: 'Seleccionado' });
  await expect(held).toHaveCount(3);
  for (const button of await held.all()) await expect(button).toBeDisabled();

  await page.goto('/profile?tab=suscripciones');
  const card = page.getByTestId('subscription-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Socio');
  await expect(card).toContainText('Activa');
  await expect(card).toContainText(/Próxima renovación: \S.* de \d{4}/);
  await expect(page.getByText('No tienes una suscripción de socio activa.')).toBeHidden();

  await card.getByRole('button', { name: 'Cancelar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar Suscripción' });
  await expect(confirm).toContainText('¿Estás seguro de que deseas cancelar esta suscripción?');
  await confirm.getByRole('button', { name: 'Cancelar Suscripción' }).click();
  await expect(page.getByText('Suscripción cancelada.')).toBeVisible();
  await expect(card).toContainText(/Cancelada \(activa hasta .+ de \d{4}\)/);
  // The longest badge of the app fits its words on a phone as on a desktop.
  for (const width of SPEC_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const cut = await cutTexts(page, '.mantine-Badge-root, .mantine-Badge-label');
    expect(cut, `${width} px`).toEqual([]);
  }

  await card.getByRole('button', { name: 'Reactivar' }).click();
  await expect(page.getByText('Suscripción reactivada.')).toBeVisible();
  await expect(card).toContainText('Activa');
  await expect(card.getByRole('button', { name: 'Cancelar' })).toBeVisible();

  // The server agrees, after a reload.
  await page.reload();
  await expect(page.getByTestId('subscription-card')).toContainText('Activa');
});
