import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';
import { clubDay } from './support/club-day.ts';

const PASSWORD = 'club1234';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

/** From the court selection to the court's schedule, on the given day. */
async function openSchedule(page: Page, heading: string, date: string): Promise<void> {
  await page.goto('/courts');
  await expect(page.getByRole('heading', { name: 'Selecciona una Pista' })).toBeVisible();
  const card = page.locator('.mantine-Card-root', {
    has: page.getByRole('heading', { name: heading, exact: true }),
  });
  await card.getByRole('link', { name: 'Seleccionar' }).click();
  await expect(page).toHaveURL(/\/courts\/[^/]+\/schedule$/);
  await expect(
    page.getByRole('heading', { name: `Selecciona Horarios para ${heading}` }),
  ).toBeVisible();
  await page.locator(`button[data-date="${date}"]`).click();
  await expect(page.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
}

const slot = (page: Page, range: string) =>
  page.getByRole('button', { name: new RegExp(`^${range}(:|$)`) });

// Each test books a different court or day, so they can run in any order. Two signed-in
// browsers on a busy machine need more than the default minute.
test.describe.configure({ timeout: 150_000 });

test('a member books a tennis slot, another member sees it taken live, then it is cancelled', async ({
  browser,
}) => {
  const date = clubDay(2);
  const range = '18:00 - 19:00';
  const sofia = await signedInPage(browser, 'socio@club.local');
  const valeria = await signedInPage(browser, 'vip@club.local');
  await openSchedule(sofia, 'TENNIS - Tenis 2', date);
  await openSchedule(valeria, 'TENNIS - Tenis 2', date);
  await expect(slot(valeria, range)).toHaveAttribute('data-state', 'free');

  // The e2e server runs without a weather provider: no slot carries a weather icon.
  await expect(slot(sofia, '21:00 - 22:00')).toBeVisible();
  await expect(sofia.getByRole('button', { name: /^Tiempo / })).toHaveCount(0);

  const confirm = sofia.getByRole('button', { name: 'Confirmar Reserva' });
  await expect(confirm).toBeDisabled();
  await slot(sofia, range).click();
  await expect(slot(sofia, range)).toHaveAttribute('data-state', 'selected');
  await confirm.click();
  const dialog = sofia.getByRole('dialog', { name: 'Confirmación de Reserva' });
  await expect(dialog).toBeVisible();
  // Members book without paying first, and see what the court costs: 2 × 5,00 € on tennis.
  await expect(dialog.getByText('Como invitado')).toHaveCount(0);
  await expect(dialog.getByText('Total: 10,00 €')).toBeVisible();
  await expect(dialog.getByText('Pagarás más tarde, desde la página de la reserva.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, Confirmar' }).click();
  await expect(sofia.getByText('Reserva confirmada')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(slot(sofia, range)).toHaveAccessibleName(`${range}: Tu Reserva`);
  await expect(slot(sofia, range)).toHaveAttribute('data-state', 'own');

  // The other member's page follows without a reload: red, disabled, with the booker's name.
  await expect(slot(valeria, range)).toHaveAccessibleName(`${range}: Sofía Socia`);
  await expect(slot(valeria, range)).toHaveAttribute('data-state', 'taken');
  await expect(slot(valeria, range)).toBeDisabled();

  // Two days ahead is well over the 6-hour window: the own slot opens the cancel dialog.
  await slot(sofia, range).click();
  const cancel = sofia.getByRole('dialog', { name: 'Confirmación de Cancelación' });
  await expect(cancel).toBeVisible();
  await cancel.getByRole('button', { name: 'Sí, Cancelar' }).click();
  await expect(sofia.getByText('Reserva cancelada exitosamente.')).toBeVisible();
  await expect(slot(sofia, range)).toHaveAttribute('data-state', 'free');
  await expect(slot(valeria, range)).toHaveAttribute('data-state', 'free');
  await expect(slot(valeria, range)).toBeEnabled();
});

test('a league match needs a rival', async ({ browser }) => {
  const date = clubDay(2);
  const range = '20:00 - 21:00';
  const page = await signedInPage(browser, 'joven@club.local');
  await openSchedule(page, 'TENNIS - Tenis 1', date);
  // On a phone the confirm button stays at the bottom of the screen; on a desktop it flows.
  const bar = page.getByRole('button', { name: 'Confirmar Reserva' }).locator('..');
  await expect(bar).toHaveCSS('position', 'static');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bar).toHaveCSS('position', 'fixed');
  await slot(page, range).click();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmación de Reserva' });
  await dialog.getByLabel('¿Es un partido de liga?').check();
  const rival = dialog.getByLabel('Jugador rival');
  await expect(rival).toHaveValue('');
  await expect(rival.locator('option').first()).toHaveText('-- Selecciona un jugador --');

  await dialog.getByRole('button', { name: 'Sí, Confirmar' }).click();
  await expect(page.getByText('Selecciona un jugador rival.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(slot(page, range)).toHaveAttribute('data-state', 'selected');

  await rival.selectOption({ label: 'Valeria VIP' });
  await dialog.getByRole('button', { name: 'Sí, Confirmar' }).click();
  await expect(page.getByText('Reserva confirmada')).toBeVisible();
  await expect(slot(page, range)).toHaveAttribute('data-state', 'own');

  // The toast's 'Ver' opens the new booking.
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
});

test('a non-member pays a padel slot by card and lands on /bookings', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('invitado');
  await registerConfirmedUser(request, { name: 'Irene Invitada', email, password: PASSWORD });
  const page = await signedInPage(browser, email);
  // Non-members may book today and tomorrow; tomorrow evening is far from the 6-hour rule.
  const date = clubDay(1);
  const range = '19:30 - 21:00';
  await openSchedule(page, 'PADEL - Pádel 1', date);
  await expect(page.getByText('¡Hazte socio y desbloquea beneficios exclusivos!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Únete ahora' })).toHaveAttribute(
    'href',
    '/membership',
  );

  await slot(page, range).click();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmación de Reserva' });
  await expect(
    dialog.getByText(
      'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
    ),
  ).toBeVisible();
  // Padel: 6,00 € per player, four players.
  await expect(dialog.getByText('Total: 24,00 €')).toBeVisible();
  // Not on padel, and not for a user outside the league.
  await expect(dialog.getByLabel('¿Es un partido de liga?')).toHaveCount(0);
  // A declined card: one toast, with the card's reason; the dialog stays for another card.
  await dialog.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
  await dialog.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Sí, Confirmar' }).click();
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText('Tu tarjeta ha sido rechazada.');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Sí, Confirmar' }).click();
  await expect(page.getByText('Pago completado exitosamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/, { timeout: 10_000 });

  const mine = await page.request.get('/api/users/bookings');
  const { bookings } = (await mine.json()) as {
    bookings: { dateBooked: string; timeBooked: string; paymentStatus: string }[];
  };
  expect(bookings).toContainEqual(
    expect.objectContaining({ dateBooked: date, timeBooked: range, paymentStatus: 'P' }),
  );
});
