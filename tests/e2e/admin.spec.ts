import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';
import { clubDay } from './support/club-day.ts';
import { fillDate, fillTime } from './support/fields.ts';

const PASSWORD = 'club1234';

async function signedInPage(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email, password);
  return page;
}

async function setTime(page: Page, label: string, value: string, scope = page.locator('body')) {
  await fillTime(scope.getByLabel(label, { exact: true }), value);
}

test('an admin creates a court with its hours and blocks a morning with an exception; an open schedule shows both without a reload', async ({
  browser,
}) => {
  const name = `Pista E2E ${Date.now().toString(36)}`;
  const admin = await signedInPage(browser, 'admin@club.local');
  await admin.goto('/admin/courts');
  await admin.getByRole('button', { name: 'Nueva pista' }).click();
  const form = admin.getByRole('form', { name: 'Datos de la pista' });
  await form.getByLabel(/^Nombre/).fill(name);
  await form.getByLabel('Precio por jugador y turno, no socios (€)').fill('6');
  await form.getByLabel('Precio por jugador y turno, UCA (€)').fill('4');
  await setTime(admin, 'Apertura', '09:00', form);
  await setTime(admin, 'Cierre', '13:00', form);
  await form.getByLabel('Duración del turno (minutos)').fill('60');
  await form.getByRole('button', { name: 'Crear pista' }).click();
  await expect(admin.getByText('Pista creada.')).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('09:00–13:00');
  await expect(row).toContainText('60 min');

  // A member opens the new court's schedule for tomorrow: four free one-hour slots.
  const day = clubDay(1);
  const member = await signedInPage(browser, 'socio@club.local');
  await member.goto('/courts');
  const card = member.locator('.mantine-Card-root', {
    has: member.getByRole('heading', { name: `PADEL - ${name}`, exact: true }),
  });
  await card.getByRole('link', { name: 'Seleccionar' }).click();
  await member.locator(`button[data-date="${day}"]`).click();
  const slot = (range: string) =>
    member.getByRole('button', { name: new RegExp(`^${range}(:|$)`) });
  for (const range of ['09:00 - 10:00', '10:00 - 11:00', '11:00 - 12:00', '12:00 - 13:00']) {
    await expect(slot(range)).toHaveAttribute('data-state', 'free');
  }

  // The admin blocks tomorrow morning but keeps 10:00–11:00 bookable.
  await admin.goto('/admin/blocked-times');
  await admin.getByRole('button', { name: 'Nuevo bloqueo' }).click();
  const block = admin.getByRole('form', { name: 'Datos del bloqueo' });
  await block.getByLabel('Pistas').click();
  await admin.getByRole('option', { name }).click();
  await fillDate(block.getByLabel('Desde el día'), day);
  await fillDate(block.getByLabel('Hasta el día'), day);
  await setTime(admin, 'Hora de inicio', '09:00', block);
  await setTime(admin, 'Hora de fin', '12:00', block);
  await block.getByLabel('Motivo').fill('Mantenimiento');
  await block.getByRole('button', { name: 'Añadir excepción' }).click();
  const exception = block.getByRole('group', { name: 'Excepción 1' });
  await fillDate(exception.getByLabel('Día'), day);
  await setTime(admin, 'Desde', '10:00', exception);
  await setTime(admin, 'Hasta', '11:00', exception);
  await block.getByRole('button', { name: 'Guardar bloqueo' }).click();
  await expect(admin.getByText('Bloqueo guardado.')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText('Mantenimiento');

  // The member's schedule, never reloaded, follows.
  await expect(slot('09:00 - 10:00')).toHaveAttribute('data-state', 'blocked');
  await expect(slot('11:00 - 12:00')).toHaveAttribute('data-state', 'blocked');
  await expect(slot('10:00 - 11:00')).toHaveAttribute('data-state', 'free');
  await expect(slot('12:00 - 13:00')).toHaveAttribute('data-state', 'free');
});

test("an admin finds a member by e-mail and approves their UCA request; the member's role changes live", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('uca');
  await registerConfirmedUser(request, { name: 'Úrsula Universitaria', email, password: PASSWORD });
  const member = await signedInPage(browser, email);
  // The member asks for UCA: the profile's isUca with a university card on file.
  const asked = await member.request.put('/api/users/update', {
    multipart: {
      isUca: 'true',
      universityCard: {
        name: 'carne.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
          'base64',
        ),
      },
    },
  });
  expect(asked.ok()).toBe(true);
  await member.goto('/profile');

  const admin = await signedInPage(browser, 'admin@club.local');
  await admin.goto('/admin/users');
  await admin.getByLabel('Buscar').fill(email);
  await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const row = admin.getByRole('row', { name: /Úrsula Universitaria/ });
  await expect(row).toContainText('UCA pendiente');
  await row.getByRole('button', { name: 'Úrsula Universitaria' }).click();
  await expect(
    admin.getByRole('img', { name: 'Carné universitario de Úrsula Universitaria' }),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Aprobar' }).click();
  await expect(admin.getByText('Solicitud UCA aprobada.')).toBeVisible();

  // The member's app hears it: the session user's role is 'uca' without a reload.
  await expect
    .poll(() => member.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role))
    .toBe('uca');
});

test('the statistics page draws its charts for the seeded data', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@club.local');
  await admin.goto('/admin/statistics');
  await expect(admin.getByRole('heading', { name: 'Estadísticas' })).toBeVisible();
  const heatmap = admin.getByRole('img', { name: 'Ocupación por día y hora' });
  const revenue = admin.getByRole('img', { name: 'Ingresos por mes' });
  const members = admin.getByRole('img', { name: 'Socios por plan' });
  // Eight weeks of the club's history are summed first: on a busy machine, more than 10 s.
  for (const chart of [heatmap, revenue, members]) {
    await expect(chart).toBeVisible({ timeout: 30_000 });
  }
  // The seed's memberships are paid: revenue has bars, the plans have lines.
  await expect(
    revenue.locator('.recharts-bar-rectangle path, .recharts-rectangle').first(),
  ).toBeVisible();
  // Drawn, not 'visible': a plan whose members did not change over the range is a flat line,
  // a box with no height.
  await expect(members.locator('.recharts-line-curve').first()).toHaveAttribute('d', /^M.+L/);
  await expect(heatmap.locator('rect').first()).toBeVisible();
  const csv = admin
    .getByRole('region', { name: 'Ingresos por mes' })
    .getByRole('link', { name: 'Exportar CSV' });
  await expect(csv).toHaveAttribute('href', /\/api\/admin\/stats\/revenue-by-month\.csv\?from=/);
});

test('an admin books for a member, finds the booking by member, charges a part at the desk and cancels it with refunds', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('desk');
  const memberName = 'Daniel Mostrador';
  await registerConfirmedUser(request, { name: memberName, email, password: PASSWORD });
  const admin = await signedInPage(browser, 'admin@club.local');
  // A club-given role makes the new account one the club books for (a fresh one is a non-member).
  const found = await admin.request.get('/api/admin/users', { params: { q: email } });
  const { users } = (await found.json()) as { users: { _id: string }[] };
  const memberId = users[0]!._id;
  const role = await admin.request.put(`/api/admin/users/${memberId}/role`, {
    data: { role: 'coach' },
  });
  expect(role.ok()).toBe(true);
  // A court of its own, so no other test's booking takes the slots.
  const courtName = `Pista Mostrador ${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/admin/courts', {
    data: {
      name: courtName,
      type: 'tennis',
      costs: { nonMember: 6, uca: 4 },
      maxDaysInAdvance: { member: 7, nonMember: 7 },
      maxBookingsPerWeek: { member: 5, nonMember: 5 },
      openingTime: '09:00',
      closingTime: '11:00',
      slotMinutes: 60,
    },
  });
  expect(created.ok()).toBe(true);
  const { court } = (await created.json()) as { court: { _id: string } };
  const day = clubDay(1);

  // The screen's form books 09:00 for the member, on the member's rules.
  await admin.goto('/admin/reservations');
  await admin.getByRole('button', { name: 'Nueva reserva' }).click();
  const form = admin.getByRole('form', { name: 'Nueva reserva' });
  await form.getByLabel('Buscar socio').fill(email);
  await form.getByLabel(/^Socio/).click();
  await admin.getByRole('option', { name: `${memberName} (${email})` }).click();
  await form.getByLabel(/^Pista/).click();
  await admin.getByRole('option', { name: courtName }).click();
  await fillDate(form.getByLabel(/^Fecha/), day);
  await form.getByLabel(/^Horario/).click();
  await admin.getByRole('option', { name: '09:00 - 10:00' }).click();
  await form.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(admin.getByText('Reserva creada para el socio.')).toBeVisible();
  // And 10:00 with a guest, whose part is paid at the desk.
  const withGuest = await admin.request.post('/api/admin/bookings', {
    data: {
      userBooked: memberId,
      courtId: court._id,
      dateBooked: day,
      timeBooked: ['10:00 - 11:00'],
      players: [{ isMember: false, nonMemberName: 'Gema Invitada' }],
    },
  });
  expect(withGuest.ok()).toBe(true);

  // Found by the member's e-mail, kept in the URL.
  await admin.getByLabel('Socio', { exact: true }).fill(email);
  await expect(admin).toHaveURL(/q=desk/);
  const table = admin.getByRole('table', { name: 'Reservas' });
  await expect(table.getByRole('row').filter({ hasText: courtName })).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: '10:00 - 11:00' });
  await expect(row).toContainText(memberName);
  const guest = row.getByRole('group', { name: 'Gema Invitada' });
  await expect(guest).toContainText('Pendiente');

  const charge = guest.getByRole('button', { name: /^Cobrar/ });
  const due = Number.parseFloat((await charge.innerText()).replace('Cobrar', '').replace(',', '.'));
  expect(due).toBeGreaterThan(0);
  await charge.click();
  const desk = admin.getByRole('dialog', { name: 'Cobro en recepción' });
  await desk.getByText('Efectivo').click();
  await desk.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(admin.getByText('Pago en recepción registrado.')).toBeVisible();
  await expect(guest).toContainText('Pagado');
  await expect(guest.getByRole('button', { name: /^Cobrar/ })).toHaveCount(0);
  // The booker's own part is still owed.
  await expect(row.getByRole('group', { name: memberName })).toContainText('Pendiente');

  await row.getByRole('button', { name: 'Cancelar' }).click();
  const cancel = admin.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(cancel.getByLabel(/Devolver lo pagado/)).toBeChecked();
  await cancel.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(
    admin.getByText('Reserva cancelada. El importe pagado se ha devuelto al monedero.'),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  // The guest's part, paid at the desk, went back to the booker's wallet (the booker paid nothing).
  const member = await signedInPage(browser, email);
  const wallet = await member.request.get('/api/users/wallet');
  expect(wallet.ok()).toBe(true);
  const { balance } = (await wallet.json()) as { balance: number };
  expect(balance).toBe(due);
});

test('on a 1440x900 desktop the admin sees the areas in a side navigation, no drawer opened', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await admin.goto('/');
  await logIn(admin, 'admin@club.local', PASSWORD);
  await admin.goto('/admin/users');
  const nav = admin.getByRole('navigation', { name: 'Administración' });
  await expect(nav).toBeVisible();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  const current = nav.getByRole('link', { name: 'Usuarios', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // The page stands beside the navigation, not under it.
  const navBox = await nav.boundingBox();
  const titleBox = await admin.getByRole('heading', { name: 'Usuarios' }).boundingBox();
  expect(titleBox!.x).toBeGreaterThanOrEqual(navBox!.x + navBox!.width);

  await nav.getByRole('link', { name: 'Estadísticas', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/statistics$/);
  await expect(nav.getByRole('link', { name: 'Estadísticas', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(current).not.toHaveAttribute('aria-current');
  await context.close();
});
