import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { clubDay } from './support/club-day.ts';
import { fillDate } from './support/fields.ts';

const PASSWORD = 'club1234';
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

// Two signed-in pages and an admin form on a busy machine need more than the default minute.
test.describe.configure({ timeout: 240_000 });

async function signedIn(browser: Browser, email: string, landing?: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD, landing);
  return page;
}

const plusDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const shortDate = (date: string) => date.split('-').reverse().join('/');

test('an admin creates a series that skips a holiday and a taken date, and the holder releases one date', async ({
  browser,
  request,
}) => {
  // A holder of its own and a court of its own, three months ahead: no other spec's dates.
  const email = uniqueEmail('abonado');
  const holderName = 'Hugo Abonado';
  await registerConfirmedUser(request, { name: holderName, email, password: PASSWORD });
  const admin = await signedIn(browser, 'admin@club.local', /\/(home|admin)/);
  const found = await admin.request.get('/api/admin/users', { params: { q: email } });
  const holderId = ((await found.json()) as { users: { _id: string }[] }).users[0]!._id;
  const role = await admin.request.put(`/api/admin/users/${holderId}/role`, {
    data: { role: 'coach' },
  });
  expect(role.ok()).toBe(true);
  const courtName = `Pista Abonos ${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/admin/courts', {
    data: {
      name: courtName,
      type: 'tennis',
      costs: { nonMember: 6, uca: 4 },
      maxDaysInAdvance: { member: 7, nonMember: 7 },
      maxBookingsPerWeek: { member: 5, nonMember: 5 },
      openingTime: '09:00',
      closingTime: '22:00',
      slotMinutes: 60,
    },
  });
  expect(created.ok()).toBe(true);
  const courtId = ((await created.json()) as { court: { _id: string } }).court._id;

  // Four weekly dates: the second a holiday the club closes, the third already someone's.
  const first = clubDay(90);
  const [holiday, taken, last] = [7, 14, 21].map((d) => plusDays(first, d)) as [
    string,
    string,
    string,
  ];
  const weekday = new Date(`${first}T12:00:00Z`).getUTCDay();
  const closed = await admin.request.put(`/api/admin/calendar/days/${holiday}`, {
    data: {
      name: 'Fiesta local de prueba',
      source: 'holiday',
      status: 'closed',
      coveredBookings: 'keep',
    },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
  const padel = await admin.request.get('/api/admin/users', { params: { q: 'padel@club.local' } });
  const otherId = ((await padel.json()) as { users: { _id: string }[] }).users[0]!._id;
  const other = await admin.request.post('/api/admin/series', {
    data: {
      courtId,
      weekday,
      startTime: '20:00',
      minutes: 60,
      from: taken,
      to: taken,
      holderId: otherId,
      price: 8,
    },
  });
  expect(other.ok(), await other.text()).toBe(true);

  await admin.goto('/admin/series');
  await expect(admin.getByRole('heading', { name: 'Abonos', level: 1 })).toBeVisible();
  const form = admin.getByRole('form', { name: 'Nuevo abono' });
  await form.getByLabel(/^Pista/).click();
  await admin.getByRole('option', { name: `Tenis - ${courtName}` }).click();
  await form.getByLabel(/^Día de la semana/).click();
  await admin.getByRole('option', { name: WEEKDAYS[weekday]!, exact: true }).click();
  await form.getByLabel(/^Hora de inicio/).fill('20:00');
  await form.getByLabel(/^Duración/).fill('60');
  await fillDate(form.getByLabel(/^Desde/), first);
  await fillDate(form.getByLabel(/^Hasta/), last);
  await form.getByLabel('Buscar titular').fill(email);
  await form.getByLabel(/^Titular/).click();
  await admin.getByRole('option', { name: `${holderName} (${email})` }).click();
  await form.getByLabel(/^Precio por sesión/).fill('10');
  await form.getByRole('button', { name: 'Crear abono' }).click();

  await expect(
    admin.getByText('Abono creado: 2 fechas reservadas, 2 sin reservar.').first(),
  ).toBeVisible();
  const skipped = admin.getByRole('table', { name: 'Fechas sin reservar' });
  await expect(skipped.getByRole('row', { name: new RegExp(shortDate(holiday)) })).toContainText(
    'Festivo o cierre: Club cerrado: Fiesta local de prueba',
  );
  await expect(skipped.getByRole('row', { name: new RegExp(shortDate(taken)) })).toContainText(
    'Ocupada',
  );
  const list = admin.getByRole('table', { name: 'Abonos' });
  await expect(list.getByRole('row', { name: new RegExp(holderName) })).toContainText('2 de 4');

  // The holder sees one card with the next date, opens every date and releases the first.
  const holder = await signedIn(browser, email);
  await holder.goto('/bookings');
  const card = holder.getByRole('listitem', { name: `Abono: TENNIS - ${courtName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Próxima fecha:/)).toBeVisible();
  await card.getByRole('button', { name: 'Ver todas las fechas' }).click();
  await card.getByRole('button', { name: `Liberar ${shortDate(first)}` }).click();
  await holder
    .getByRole('dialog', { name: 'Liberar fecha' })
    .getByRole('button', { name: 'Liberar fecha' })
    .click();
  await expect(holder.getByText('Fecha liberada.')).toBeVisible();
  const dates = card.getByRole('table', { name: `Fechas del abono: TENNIS - ${courtName}` });
  await expect(dates.getByRole('row', { name: new RegExp(shortDate(first)) })).toContainText(
    'Liberada',
  );
  await expect(dates.getByRole('row', { name: new RegExp(shortDate(last)) })).toContainText(
    'Reservada',
  );

  // Each screen checked settled, without the toasts of what was just done.
  await holder.reload();
  await card.getByRole('button', { name: 'Ver todas las fechas' }).click();
  await expect(dates).toBeVisible();
  await expectAccessible(holder, '/bookings with a series open');
  await admin.reload();
  await expect(list).toBeVisible();
  await expectAccessible(admin, '/admin/series');

  // The admin's calendar shows the closed day among the region's holidays.
  await admin.goto('/admin/calendar');
  await expect(admin.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible();
  await expectAccessible(admin, '/admin/calendar');

  // The closed day goes back to normal for whoever runs next.
  expect((await admin.request.delete(`/api/admin/calendar/days/${holiday}`)).ok()).toBe(true);
});
