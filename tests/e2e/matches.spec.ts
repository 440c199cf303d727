import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support/accounts.ts';
import { clubDay } from './support/club-day.ts';
import { fillDate } from './support/fields.ts';

const PASSWORD = 'club1234';
const PHONE = { width: 390, height: 844 };
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

// Two signed-in phones on a busy machine need more than the default minute.
test.describe.configure({ timeout: 150_000 });

async function phone(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

/** Money of the joiner's own, so no other spec's wallet balance moves. */
async function topUp(page: Page, euros: number): Promise<void> {
  const intent = await page.request.post('/api/users/wallet/createPaymentIntent', {
    data: { amount: euros },
  });
  expect(intent.ok()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await page.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret, card: CARD },
  });
  expect(paid.ok()).toBe(true);
}

test('a member opens a booking as a match and another member finds it, joins and pays from the wallet', async ({
  browser,
}) => {
  // A slot no other spec books: Pádel 2's last one, six days ahead.
  const date = clubDay(6);
  const booker = await phone(browser, 'joven@club.local');
  const courts = (await (await booker.request.get('/api/courts')).json()) as {
    courts: { _id: string; name: string }[];
  };
  const court = courts.courts.find((c) => c.name === 'Pádel 2')!;
  const booked = await booker.request.post('/api/users/booking', {
    data: { courtId: court._id, dateBooked: date, timeBooked: ['21:00 - 22:30'] },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  await booker.goto('/matches');
  await expect(booker.getByRole('heading', { name: 'Partidos abiertos', level: 1 })).toBeVisible();
  await booker.getByRole('button', { name: 'Abrir partido: Pádel 2, 21:00 - 22:30' }).click();
  const dialog = booker.getByRole('dialog', { name: 'Abrir partido' });
  await dialog.getByLabel('Nota').fill('Partido de prueba, todos los niveles');
  await dialog.getByRole('button', { name: 'Publicar partido' }).click();
  await expect(booker.getByText('Partido abierto publicado.')).toBeVisible();
  const mine = booker.getByRole('article', { name: 'Partido: Pádel · Pádel 2, 21:00 - 22:30' });
  await expect(mine.getByText('Quedan 3 plazas')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cerrar partido' })).toBeVisible();

  const joiner = await phone(browser, 'uca@club.local');
  await topUp(joiner, 10);
  await joiner.goto('/matches');
  await fillDate(joiner.getByLabel('Día'), date);
  const card = joiner.getByRole('article', { name: 'Partido: Pádel · Pádel 2, 21:00 - 22:30' });
  await expect(card.getByText('Partido de prueba, todos los niveles')).toBeVisible();
  await card.getByRole('button', { name: /^Unirme \(/ }).click();
  const join = joiner.getByRole('dialog', { name: 'Unirse al partido' });
  await join.getByRole('button', { name: /^Pagar / }).click();
  await expect(joiner.getByText('Te has unido al partido. Plaza pagada.')).toBeVisible();
  await expect(card.getByText('Quedan 2 plazas')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Dejar el partido' })).toBeVisible();

  // The booker is told live and sees the seat taken without reloading.
  await expect(booker.getByText('Úrsula UCA se ha unido a tu partido abierto.')).toBeVisible();
  await expect(mine.getByText('Quedan 2 plazas')).toBeVisible();

  // Six days ahead is outside the 6-hour window: the joiner may leave, refunded to the wallet.
  await card.getByRole('button', { name: 'Dejar el partido' }).click();
  await expect(joiner.getByText(/^Has dejado el partido\./)).toBeVisible();
  await expect(card.getByText('Quedan 3 plazas')).toBeVisible();
});

test('a match with a level range says why before paying, and a refusal is shown where the member is', async ({
  browser,
}) => {
  // Another slot no other spec books: Pádel 1's 19:30, six days ahead.
  const date = clubDay(6);
  const title = 'Partido: Pádel · Pádel 1, 19:30 - 21:00';
  const booker = await phone(browser, 'vip@club.local');
  const courts = (await (await booker.request.get('/api/courts')).json()) as {
    courts: { _id: string; name: string }[];
  };
  const court = courts.courts.find((c) => c.name === 'Pádel 1')!;
  const booked = await booker.request.post('/api/users/booking', {
    data: { courtId: court._id, dateBooked: date, timeBooked: ['19:30 - 21:00'] },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  await booker.goto('/matches');
  await booker.getByRole('button', { name: 'Abrir partido: Pádel 1, 19:30 - 21:00' }).click();
  const dialog = booker.getByRole('dialog', { name: 'Abrir partido' });
  await dialog.getByLabel('Plazas libres').click();
  await booker.getByRole('option', { name: '1', exact: true }).click();
  await dialog.getByLabel('Nivel mínimo').fill('3');
  await dialog.getByLabel('Nivel máximo').fill('5');
  await dialog.getByRole('button', { name: 'Publicar partido' }).click();
  await expect(booker.getByText('Partido abierto publicado.')).toBeVisible();
  const mine = booker.getByRole('article', { name: title });
  await expect(mine.getByText('Queda 1 plaza')).toBeVisible();
  const { matches } = (await (
    await booker.request.get('/api/matches', { params: { date } })
  ).json()) as { matches: { _id: string; court: { name: string }; timeBooked: string }[] };
  const matchId = matches.find(
    (m) => m.court.name === 'Pádel 1' && m.timeBooked === '19:30 - 21:00',
  )!._id;

  /** The match's card on the list, with money of the member's own to pay with. */
  async function cardFor(page: Page) {
    await topUp(page, 20);
    await page.goto('/matches');
    await fillDate(page.getByLabel('Día'), date);
    return page.getByRole('article', { name: title });
  }

  // Úrsula rates herself a beginner (0.5): the card says why before she can pay, with the way to
  // her level, and she stays on the list. Asked anyway, the server refuses with 409.
  const ursula = await phone(browser, 'uca@club.local');
  const assessed = await ursula.request.post('/api/levels/self-assessment', {
    data: { sport: 'padel', answers: [0, 0, 0, 0, 0] },
  });
  expect(assessed.ok(), await assessed.text()).toBe(true);
  const ursulaCard = await cardFor(ursula);
  await expect(
    ursulaCard.getByText('Tu nivel está fuera del rango de este partido.'),
  ).toBeVisible();
  await expect(ursulaCard.getByRole('button', { name: /^Unirme \(/ })).toBeDisabled();
  await expect(ursulaCard.getByRole('link', { name: 'Ver mi nivel' })).toHaveAttribute(
    'href',
    '/profile?tab=nivel',
  );
  const walletBefore = await (await ursula.request.get('/api/users/wallet')).json();
  const refused = await ursula.request.post(`/api/matches/${matchId}/join`, { data: {} });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('Tu nivel está fuera del rango de este partido.');
  const walletAfter = await (await ursula.request.get('/api/users/wallet')).json();
  expect(walletAfter.balance).toBeCloseTo(walletBefore.balance, 2);
  await expect(ursula).toHaveURL(/\/matches$/);

  // Javier (padel 3.5, from his own answers) fits and opens the dialog; the booker closes the match
  // before he pays: the refusal is shown in the dialog, he stays on the list, no money moves.
  const javier = await phone(browser, 'joven@club.local');
  const javierCard = await cardFor(javier);
  await javierCard.getByRole('button', { name: /^Unirme \(/ }).click();
  const join = javier.getByRole('dialog', { name: 'Unirse al partido' });
  const javierBefore = await (await javier.request.get('/api/users/wallet')).json();
  const closed = await booker.request.post(`/api/matches/${matchId}/close`, { data: {} });
  expect(closed.ok(), await closed.text()).toBe(true);
  await join.getByRole('button', { name: /^Pagar / }).click();
  await expect(join.getByRole('alert')).toContainText('El partido ya no admite jugadores.');
  await expect(join).toBeVisible();
  await expect(javier).toHaveURL(/\/matches$/);
  const javierAfter = await (await javier.request.get('/api/users/wallet')).json();
  expect(javierAfter.balance).toBeCloseTo(javierBefore.balance, 2);
});
