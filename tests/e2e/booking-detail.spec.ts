import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logIn } from './support/accounts.ts';
import { clubDay } from './support/club-day.ts';

/**
 * Issue 8 end to end: players, split payments, a guest's payment link and a refunded cancel.
 * Payments open at the booking's start, so once booked each member's browser context is moved to
 * just after the start: the server reads that moment from X-Test-Now (and the forecast from
 * X-Test-Rain), the page from Playwright's clock.
 */

const PASSWORD = 'club1234';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

const slot = (page: Page, range: string) =>
  page.getByRole('button', { name: new RegExp(`^${range}(:|$)`) });

/** Books `range` on Tenis 1 through the schedule and opens the new booking's detail page. */
async function book(page: Page, date: string, range: string): Promise<string> {
  await page.goto('/courts');
  const card = page.locator('.mantine-Card-root', {
    has: page.getByRole('heading', { name: 'TENNIS - Tenis 1', exact: true }),
  });
  await card.getByRole('link', { name: 'Seleccionar' }).click();
  await page.locator(`button[data-date="${date}"]`).click();
  await slot(page, range).click();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmación de Reserva' });
  await dialog.getByRole('button', { name: 'Sí, Confirmar' }).click();
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Detalles de la Reserva' }).first()).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function addMember(page: Page, name: string) {
  await page.getByRole('button', { name: 'Añadir Jugador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Jugador' });
  await dialog.getByRole('combobox', { name: 'Socio' }).selectOption({ label: name });
  await dialog.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page.getByText('Jugador añadido y guardado exitosamente.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function startsAt(page: Page, bookingId: string): Promise<number> {
  const answer = await page.request.get(`/api/users/booking/${bookingId}`);
  const { booking } = (await answer.json()) as { booking: { startsAt: string } };
  return Date.parse(booking.startsAt);
}

/** Moves a context's server clock (and forecast) and its page clock to `at`, then reloads. */
async function moveTo(page: Page, at: number, headers: Record<string, string> = {}) {
  const context: BrowserContext = page.context();
  await context.setExtraHTTPHeaders({ 'X-Test-Now': new Date(at).toISOString(), ...headers });
  await page.clock.install({ time: at });
  await page.reload();
}

const playerCard = (page: Page, name: string) =>
  page.getByTestId('player-card').filter({ has: page.getByText(name, { exact: true }) });

async function payOwnPartFromWallet(page: Page) {
  await page.getByRole('button', { name: 'Pagar mi parte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar parte de la reserva' });
  await expect(dialog.getByLabel(/^Monedero \(saldo: [\d.]+,\d\d €\)$/)).toBeChecked();
  await dialog.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByText('Has pagado tu parte de la reserva.').first()).toBeVisible();
}

test.describe.configure({ timeout: 240_000 });

test('a member fills the court, the guest pays by link, the booker sees it paid live', async ({
  browser,
}) => {
  const date = clubDay(3);
  const sofia = await signedIn(browser, 'socio@club.local');
  const bookingId = await book(sofia, date, '12:00 - 13:00');
  await addMember(sofia, 'Valeria VIP');
  await sofia.getByRole('button', { name: 'Añadir Jugador' }).click();
  const add = sofia.getByRole('dialog', { name: 'Añadir Jugador' });
  await add.getByText('No socio', { exact: true }).click();
  await add.getByLabel('Nombre').fill('Luis Invitado');
  await add.getByLabel('Email').fill('luis@example.com');
  await add.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(playerCard(sofia, 'Luis Invitado')).toBeVisible();

  // Before the start nothing can be paid yet.
  await expect(sofia.getByRole('button', { name: 'Pagar mi parte' })).toBeDisabled();

  const start = await startsAt(sofia, bookingId);
  await moveTo(sofia, start + 5 * 60_000);
  await payOwnPartFromWallet(sofia);
  const details = sofia.getByRole('region', { name: 'Detalles de la Reserva' });
  await expect(details.getByText('Pago Parcial')).toBeVisible();

  const valeria = await signedIn(browser, 'vip@club.local');
  await valeria.goto(`/bookings/${bookingId}`);
  await moveTo(valeria, start + 6 * 60_000);
  await payOwnPartFromWallet(valeria);

  await playerCard(sofia, 'Luis Invitado')
    .getByRole('button', { name: 'Generar enlace de pago' })
    .click();
  await expect(sofia.getByText('Enlace de pago generado.').first()).toBeVisible();
  const link = await playerCard(sofia, 'Luis Invitado')
    .getByTestId('payment-link')
    .getAttribute('href');
  expect(link).toBeTruthy();
  const share = playerCard(sofia, 'Luis Invitado').getByRole('link', { name: 'WhatsApp' });
  expect(decodeURIComponent((await share.getAttribute('href'))!)).toContain(link!);

  // The guest, in a browser of their own with nobody signed in.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link!);
  await guest.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await guest.getByLabel('Caducidad').fill('12/34');
  await guest.getByLabel('CVC').fill('123');
  await guest.getByRole('button', { name: /^Pagar / }).click();
  await expect(guest).toHaveURL(/\/success\?session_id=/);
  await expect(guest.getByRole('heading', { name: 'Pago Completado' })).toBeVisible();
  const card = guest.getByTestId('success-booking');
  await expect(card.getByText('TENNIS - Tenis 1')).toBeVisible();
  await expect(card.getByText('Luis Invitado')).toBeVisible();

  // The booker's page follows without a reload.
  await expect(details.getByText('Pagado', { exact: true })).toBeVisible({ timeout: 20_000 });
  const history = sofia.getByRole('region', { name: 'Historial de la Reserva' });
  await expect(history.getByText('Reserva creada')).toBeVisible();
  await expect(history.getByText(/añadido|invitado/)).toHaveCount(2);
  await expect(history.getByText('Pago: enlace generado')).toBeVisible();
  await expect(history.getByText('Pago realizado')).toHaveCount(3);

  // 'Mis Reservas' filters by state and court.
  await sofia.goto('/bookings');
  // This booking's card: the demo's history may hold another of hers on Tenis 1 at 12:00.
  const ours = sofia
    .getByRole('link', { name: /TENNIS - Tenis 1 .*12:00 - 13:00/ })
    .and(sofia.locator(`[href="/bookings/${bookingId}"]`));
  await expect(ours).toBeVisible();
  await sofia.getByRole('button', { name: 'Filtrar' }).click();
  await sofia.getByLabel('Estado').selectOption({ label: 'Pendiente' });
  await sofia.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(ours).toHaveCount(0);
  await sofia.getByLabel('Estado').selectOption({ label: 'Pagado' });
  await sofia.getByLabel('Tipo de Pista').selectOption({ label: 'TENNIS - Tenis 1' });
  await sofia.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(ours).toBeVisible();
  await expect(sofia.getByTestId('booking-card').filter({ hasText: 'Tenis 2' })).toHaveCount(0);
  await sofia.getByLabel('Tipo de Pista').selectOption({ label: 'TENNIS - Tenis 2' });
  await sofia.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(ours).toHaveCount(0);
});

test('a partly paid booking cancelled in the rain goes back to the payer’s wallet', async ({
  browser,
}) => {
  // Not the day of the other journey's booking: with the demo's abono, a third that day would
  // pass the daily cap of two.
  const date = clubDay(5);
  const sofia = await signedIn(browser, 'socio@club.local');
  const bookingId = await book(sofia, date, '15:00 - 16:00');
  await addMember(sofia, 'Valeria VIP');
  const start = await startsAt(sofia, bookingId);
  await moveTo(sofia, start + 5 * 60_000, { 'X-Test-Rain': '80' });

  const before = (await (await sofia.request.get('/api/users/wallet')).json()) as {
    balance: number;
  };
  await payOwnPartFromWallet(sofia);
  const details = sofia.getByRole('region', { name: 'Detalles de la Reserva' });
  await expect(details.getByText('Pago Parcial')).toBeVisible();

  await details.getByRole('button', { name: 'Cancelar Reserva' }).click();
  const confirm = sofia.getByRole('dialog', { name: 'Cancelar Reserva' });
  await confirm.getByRole('button', { name: 'Cancelar Reserva' }).click();
  await expect(
    sofia.getByText('Reserva cancelada. El importe será depositado en tu monedero.').first(),
  ).toBeVisible();
  await expect(sofia).toHaveURL(/\/bookings$/);

  await sofia.goto('/profile?tab=monedero');
  await expect(sofia.getByTestId('wallet-balance')).toHaveText(
    `Saldo Disponible: ${before.balance.toFixed(2)} €`,
  );
  await expect(
    sofia
      .getByTestId('wallet-transaction')
      .filter({ hasText: 'Devolución por cancelación' })
      .first(),
  ).toBeVisible();
});
