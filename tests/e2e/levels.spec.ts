import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support/accounts.ts';
import { clubDay } from './support/club-day.ts';
import { fillDate } from './support/fields.ts';

/**
 * Issue 25, levels, end to end on a phone: a member without a padel level is told why a ranged
 * open match is not for her yet, on the list, and follows its link to the self-assessment; a
 * padel booking of four members with levels ends, one player enters the score, a player of the
 * other side confirms it, and the loser reads why their level moved. The server's clock is moved
 * past the booking's end with X-Test-Now.
 */

const PASSWORD = 'club1234';
const PHONE = { width: 390, height: 844 };

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

async function afterTheMatch(page: Page, endsAt: string, path: string) {
  const at = new Date(Date.parse(endsAt) + 10 * 60_000).toISOString();
  await page.context().setExtraHTTPHeaders({ 'X-Test-Now': at });
  await page.goto(path);
}

test.describe.configure({ timeout: 240_000 });

test('a self-assessed level, a result entered and confirmed, the reason shown', async ({
  browser,
}) => {
  // A padel match for levels 3–5 (a slot no other spec books: Pádel 1's last, five days ahead).
  const carlos = await signedIn(browser, 'coach@club.local');
  const { courts: all } = (await (await carlos.request.get('/api/courts')).json()) as {
    courts: { _id: string; name: string }[];
  };
  const matchDay = clubDay(5);
  const held = await carlos.request.post('/api/users/booking', {
    data: {
      courtId: all.find((c) => c.name === 'Pádel 1')!._id,
      dateBooked: matchDay,
      timeBooked: ['21:00 - 22:30'],
    },
  });
  expect(held.ok(), await held.text()).toBe(true);
  const bookingId = ((await held.json()) as { booking: { _id: string } }).booking._id;
  const opened = await carlos.request.post('/api/matches', {
    data: { bookingId, seats: 3, levelMin: 3, levelMax: 5 },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  // Sofía has no padel level: the card says why before she can pay, and she stays on the list
  // until she follows its link to the level test.
  const sofia = await signedIn(browser, 'socio@club.local');
  const matchCard = async () => {
    await sofia.goto('/matches');
    await fillDate(sofia.getByLabel('Día'), matchDay);
    return sofia.getByRole('article', { name: 'Partido: Pádel · Pádel 1, 21:00 - 22:30' });
  };
  const refused = await matchCard();
  await expect(
    refused.getByText(
      'Necesitas un nivel en este deporte para unirte a un partido con rango de nivel.',
    ),
  ).toBeVisible();
  await expect(refused.getByRole('button', { name: /^Unirme \(/ })).toBeDisabled();
  await expect(sofia).toHaveURL(/\/matches$/);
  await refused.getByRole('link', { name: 'Calcular mi nivel' }).click();
  await expect(sofia).toHaveURL(/\/profile\?tab=nivel$/);
  const form = sofia.getByRole('region', { name: 'Autoevaluación de padel' });
  await expect(form.getByText('¿Cuánto tiempo llevas jugando al pádel?')).toBeVisible();
  for (const answer of [
    'De 1 a 3 años',
    'Una vez por semana',
    'Mantengo peloteos con cierta dirección',
    'Lo hago con regularidad a ritmo lento',
    'Ligas sociales o de club',
  ]) {
    await form.getByLabel(answer, { exact: true }).check();
  }
  await form.getByRole('button', { name: 'Guardar mi nivel' }).click();
  const padel = sofia.getByRole('region', { name: 'Nivel de padel' });
  await expect(padel.getByTestId('level-badge')).toHaveText('Nivel 3.5 · autoevaluado');
  await expect(padel.getByText('Autoevaluación: nivel 3.5')).toBeVisible();
  // Her 3.5 fits: the same card now lets her join.
  const fits = await matchCard();
  await expect(fits.getByRole('button', { name: /^Unirme \(/ })).toBeEnabled();
  await expect(fits.getByText(/^Necesitas un nivel/)).toHaveCount(0);

  const pablo = await signedIn(browser, 'padel@club.local');
  const courts = (await (await pablo.request.get('/api/courts')).json()) as {
    courts: { _id: string; name: string }[];
  };
  const court = courts.courts.find((c) => c.name === 'Pádel 2')!._id;
  const { users } = (await (await pablo.request.get('/api/users/all?league=true')).json()) as {
    users: { _id: string; name: string }[];
  };
  const id = (name: string) => users.find((u) => u.name === name)!._id;
  const created = await pablo.request.post('/api/users/booking', {
    data: {
      courtId: court,
      timeBooked: ['19:30 - 21:00'],
      dateBooked: clubDay(4),
      players: ['Sofía Socia', 'Valeria VIP', 'Javier Joven'].map((name) => ({
        memberId: id(name),
        isMember: true,
      })),
      isLeagueMatch: false,
      paymentStatus: 'C',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { booking } = (await created.json()) as { booking: { _id: string; endsAt: string } };
  const path = `/bookings/${booking._id}`;

  await afterTheMatch(pablo, booking.endsAt, path);
  await expect(pablo.getByTestId('player-card').getByTestId('level-badge')).toHaveCount(4);
  const card = pablo.getByRole('region', { name: 'Resultado' });
  await card.getByLabel('Tu pareja').click();
  await pablo.getByRole('option', { name: 'Valeria VIP' }).click();
  await card.getByLabel('Set 1: tus juegos').fill('6');
  await card.getByLabel('Set 1: sus juegos').fill('4');
  await card.getByLabel('Set 2: tus juegos').fill('6');
  await card.getByLabel('Set 2: sus juegos').fill('3');
  await card.getByRole('button', { name: 'Registrar resultado' }).click();
  await expect(card.getByText('Pendiente de confirmar')).toBeVisible();
  await expect(
    card.getByText('Pablo Pádel y Valeria VIP contra Sofía Socia y Javier Joven'),
  ).toBeVisible();

  const javier = await signedIn(browser, 'joven@club.local');
  await afterTheMatch(javier, booking.endsAt, path);
  const answer = javier.getByRole('region', { name: 'Resultado' });
  await answer.getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect(answer.getByText('Confirmado', { exact: true })).toBeVisible();

  await javier.goto('/profile?tab=nivel');
  await expect(
    javier
      .getByRole('region', { name: 'Nivel de padel' })
      .getByText(/^-0\.\d\d: derrota 4-6 3-6 contra nivel medio \d\.\d$/),
  ).toBeVisible();
});
