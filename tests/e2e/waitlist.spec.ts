import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { clubDay } from './support/club-day.ts';

const PASSWORD = 'club1234';
const PHONE = { width: 390, height: 844 };
const COURT = 'PADEL - Pádel 1';
const RANGE = '15:00 - 16:30';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

test.describe.configure({ timeout: 150_000 });

test('a member waits for a taken slot and gets it, live, when the booker cancels', async ({
  browser,
}) => {
  // Not the day levels.spec books padel@ for (clubDay(4)): a member's bookings of a day count.
  const date = clubDay(3);
  // socio@ already has two bookings that day (booking-detail.spec and the demo's abono).
  const booker = await signedInPage(browser, 'vip@club.local');
  const waiting = await signedInPage(browser, 'padel@club.local');

  const { courts } = (await (await booker.request.get('/api/courts')).json()) as {
    courts: { _id: string; name: string }[];
  };
  const courtId = courts.find((c) => c.name === 'Pádel 1')!._id;
  const booked = await booker.request.post('/api/users/booking', {
    data: { courtId, dateBooked: date, timeBooked: [RANGE], players: [], isLeagueMatch: false },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { booking } = (await booked.json()) as { booking: { _id: string } };

  // The waiting member sees the slot taken, and asks to be told ('Avísame si se libera').
  await waiting.goto(`/courts/${courtId}/schedule`);
  await expect(
    waiting.getByRole('heading', { name: `Selecciona Horarios para ${COURT}` }),
  ).toBeVisible();
  await waiting.locator(`button[data-date="${date}"]`).click();
  const slot = waiting.getByRole('button', { name: new RegExp(`^${RANGE}(:|$)`) });
  await expect(slot).toHaveAttribute('data-state', 'taken');
  await waiting.getByRole('button', { name: `Avísame si se libera (${RANGE})` }).click();
  await expect(
    waiting.getByText('Te avisaremos si se libera. Si puedes reservarla, la reservaremos por ti.'),
  ).toBeVisible();
  await expect(
    waiting.getByRole('button', { name: `Estás en la lista de espera (${RANGE})` }),
  ).toBeVisible();

  // 'Mis Reservas' shows the place in line, with a way out.
  await waiting.goto('/bookings');
  await expect(waiting.getByRole('heading', { level: 1, name: 'Mis Reservas' })).toBeVisible();
  const entry = waiting.getByRole('listitem', { name: `Lista de espera: ${COURT}` });
  await expect(entry.getByText('Puesto 1')).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Salir de la lista' })).toBeVisible();
  await waiting.waitForLoadState('networkidle');
  await expectAccessible(waiting, '/bookings with a waitlist entry');
  // The entry's own card says the hour too: the bookings showing it are the rest.
  const bookingsBefore = (await waiting.getByText(`Hora: ${RANGE}`).count()) - 1;

  // The booker cancels: the slot is booked for the waiting member in the same transaction, and
  // their 'Mis Reservas' follows without a reload.
  const cancelled = await booker.request.delete(`/api/users/booking/${booking._id}/delete`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(
    waiting.getByText('Se liberó un horario de tu lista de espera y lo hemos reservado para ti.'),
  ).toBeVisible();
  await expect(entry).toBeHidden();
  await expect(waiting.getByText(`Hora: ${RANGE}`)).toHaveCount(bookingsBefore + 1);
  await expect(
    waiting.locator('.mantine-Card-root', { hasText: `Hora: ${RANGE}` }).getByText(COURT),
  ).toBeVisible();
});
