import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/accounts.ts';
import { clubDay } from './support/club-day.ts';

/**
 * Issue 26's packs end to end: a member buys a pack by card in the Monedero tab, pays their part
 * of a booking with one use, cancels the booking (late, in the rain, as the rules allow) and sees
 * the use back. Payments open at the booking's start, so the browser moves past it: the server
 * reads that moment from X-Test-Now (and the forecast from X-Test-Rain), the page from
 * Playwright's clock.
 */

const PASSWORD = 'club1234';

test.describe.configure({ timeout: 240_000 });

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

async function fillCard(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

/** Books `range` on Tenis 2 through the schedule and opens the new booking's detail page. */
async function book(page: Page, date: string, range: string): Promise<string> {
  await page.goto('/courts');
  const card = page.locator('.mantine-Card-root', {
    has: page.getByRole('heading', { name: 'TENNIS - Tenis 2', exact: true }),
  });
  await card.getByRole('link', { name: 'Seleccionar' }).click();
  await page.locator(`button[data-date="${date}"]`).click();
  await page.getByRole('button', { name: new RegExp(`^${range}(:|$)`) }).click();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmación de Reserva' });
  await dialog.getByRole('button', { name: 'Sí, Confirmar' }).click();
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function usesOf(page: Page, name: string): Promise<number> {
  const answer = await page.request.get('/api/packs');
  const { packs } = (await answer.json()) as { packs: { name: string; usesLeft: number }[] };
  return packs.find((p) => p.name === name)!.usesLeft;
}

test('a member buys a pack, pays a booking with it, cancels and gets the use back', async ({
  browser,
}) => {
  const carlos = await signedIn(browser, 'coach@club.local');

  // Buying: the wallet is empty, so the card pays, through the one fulfilment path.
  await carlos.goto('/profile?tab=monedero');
  await carlos.getByRole('button', { name: 'Comprar Bono 5 tenis' }).click();
  const buy = carlos.getByRole('dialog', { name: 'Comprar bono' });
  await expect(buy.getByLabel('Tarjeta', { exact: true })).toBeChecked();
  await fillCard(buy);
  await buy.getByRole('button', { name: 'Pagar 20,00 €' }).click();
  await expect(
    carlos.getByText('Bono comprado. Te hemos enviado el recibo por correo.').first(),
  ).toBeVisible();
  const owned = carlos.getByLabel('Bono 5 tenis', { exact: true });
  await expect(owned.getByText('Usos disponibles: 5 de 5')).toBeVisible();
  await expect(owned.getByText('Activo')).toBeVisible();

  // A booking with a second player, so that Carlos pays his part.
  const bookingId = await book(carlos, clubDay(6), '09:00 - 10:00');
  await carlos.getByRole('button', { name: 'Añadir Jugador' }).click();
  const add = carlos.getByRole('dialog', { name: 'Añadir Jugador' });
  await add.getByRole('combobox', { name: 'Socio' }).selectOption({ label: 'Sofía Socia' });
  await add.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(add).toBeHidden();

  const answer = await carlos.request.get(`/api/users/booking/${bookingId}`);
  const start = Date.parse(
    ((await answer.json()) as { booking: { startsAt: string } }).booking.startsAt,
  );
  const at = start + 5 * 60_000;
  await carlos
    .context()
    .setExtraHTTPHeaders({ 'X-Test-Now': new Date(at).toISOString(), 'X-Test-Rain': '80' });
  await carlos.clock.install({ time: at });
  await carlos.reload();

  await carlos.getByRole('button', { name: 'Pagar mi parte' }).click();
  const pay = carlos.getByRole('dialog', { name: 'Pagar parte de la reserva' });
  await pay.getByRole('button', { name: 'Usar Bono 5 tenis (quedan 5 usos)' }).click();
  await expect(carlos.getByText('Has pagado la parte con tu bono.').first()).toBeVisible();
  const details = carlos.getByRole('region', { name: 'Detalles de la Reserva' });
  await expect(details.getByText('Pago Parcial')).toBeVisible();
  expect(await usesOf(carlos, 'Bono 5 tenis')).toBe(4);

  await details.getByRole('button', { name: 'Cancelar Reserva' }).click();
  const confirm = carlos.getByRole('dialog', { name: 'Cancelar Reserva' });
  await confirm.getByRole('button', { name: 'Cancelar Reserva' }).click();
  await expect(
    carlos.getByText('Reserva cancelada. El uso del bono ha sido devuelto.').first(),
  ).toBeVisible();
  await expect(carlos).toHaveURL(/\/bookings$/);

  await carlos.goto('/profile?tab=monedero');
  await expect(owned.getByText('Usos disponibles: 5 de 5')).toBeVisible();
});
