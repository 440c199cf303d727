import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { clubDay } from './support/club-day.ts';

/**
 * Issue 43 end to end: a member pays a part and gets its ticket (F2) with AEAT's QR code, as a
 * page and as a PDF; asks for a full invoice with a NIF; the admin exports the month's book.
 */

const PASSWORD = 'club1234';
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PHONE = { width: 390, height: 844 };

/** Axe on a screen once it has settled (its data in, no loader left). */
async function accessible(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page, screen);
}

async function signedIn(browser: Browser, email: string, viewport?: typeof PHONE): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/');
  await logIn(page, email, PASSWORD);
  return page;
}

async function json<T>(answer: { ok(): boolean; json(): Promise<unknown> }): Promise<T> {
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** Books a free hour of Tenis 2 tomorrow through the API: its id and when it starts. */
async function bookAnHour(page: Page): Promise<{ id: string; startsAt: number }> {
  const { courts } = await json<{ courts: { _id: string; name: string }[] }>(
    await page.request.get('/api/courts'),
  );
  const court = courts.find((c) => c.name === 'Tenis 2')!._id;
  let refusal = '';
  for (const hour of [21, 20, 19, 18, 17, 16, 15]) {
    const range = `${hour}:00 - ${hour + 1}:00`;
    const answer = await page.request.post('/api/users/booking', {
      data: { courtId: court, timeBooked: [range], dateBooked: clubDay(1) },
    });
    if (!answer.ok()) {
      refusal = await answer.text();
      continue;
    }
    const { booking } = (await answer.json()) as { booking: { _id: string } };
    const detail = await json<{ booking: { startsAt: string } }>(
      await page.request.get(`/api/users/booking/${booking._id}`),
    );
    return { id: booking._id, startsAt: Date.parse(detail.booking.startsAt) };
  }
  throw new Error(`no free hour on Tenis 2: ${refusal}`);
}

let email = '';
let ticketNumber = '';
let fullNumber = '';

test.beforeAll(async ({ request }) => {
  email = uniqueEmail('facturas');
  await registerConfirmedUser(request, { name: 'Irene Facturas', email, password: PASSWORD });
});

test('a member pays a part and gets its ticket with the QR code, on screen and as a PDF', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin@club.local');
  const member = await signedIn(browser, email, PHONE);
  const me = await json<{ user: { id: string } }>(await member.request.get('/api/users/me'));
  // A member of the club (a guest pays the whole court up front) with money in the wallet.
  const role = await admin.request.put(`/api/admin/users/${me.user.id}/role`, {
    data: { role: 'vip' },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const credited = await admin.request.post(`/api/admin/users/${me.user.id}/wallet`, {
    data: { type: 'credit', amount: 40, reason: 'Saldo de prueba' },
  });
  expect(credited.ok(), await credited.text()).toBe(true);

  const booking = await bookAnHour(member);
  // Payments open at the start: the member's server clock and page clock move there.
  const at = booking.startsAt + 5 * 60_000;
  await member.context().setExtraHTTPHeaders({ 'X-Test-Now': new Date(at).toISOString() });
  await member.clock.install({ time: at });
  await member.goto(`/bookings/${booking.id}`);
  await member.getByRole('button', { name: 'Pagar mi parte' }).click();
  const pay = member.getByRole('dialog', { name: 'Pagar parte de la reserva' });
  await pay.getByRole('button', { name: /^Pagar / }).click();
  await expect(member.getByText('Has pagado tu parte de la reserva.').first()).toBeVisible();

  // The ticket is numbered a moment after the payment, and the page is told.
  const link = member.getByRole('link', { name: /^T\d{4}-\d{7}\s*Factura simplificada/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  ticketNumber = /T\d{4}-\d{7}/.exec((await link.textContent())!)![0];
  await link.click();
  await expect(member.getByRole('heading', { name: 'Factura simplificada' })).toBeVisible();
  await expect(member.getByText(`Número: ${ticketNumber}`)).toBeVisible();
  const qr = member.getByRole('img', {
    name: `Código QR de la AEAT de la factura ${ticketNumber}`,
  });
  await expect(qr).toBeVisible();
  // The image is the server's SVG, drawn: not a broken image.
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(member.getByText('21 %').first()).toBeVisible();
  await accessible(member, 'a ticket on a phone');

  const [download] = await Promise.all([
    member.waitForEvent('download'),
    member.getByRole('link', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${ticketNumber}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the member asks for a full invoice with a NIF; the ticket is replaced', async ({
  browser,
}) => {
  const member = await signedIn(browser, email, PHONE);
  await member.goto('/profile?tab=monedero');
  await member
    .getByRole('link', { name: new RegExp(`^${ticketNumber}\\s*Factura simplificada`) })
    .click();
  await member.getByRole('button', { name: 'Solicitar factura' }).click();
  const form = member.getByRole('dialog', { name: 'Solicitar factura' });
  await expect(form.getByLabel('NIF o NIE')).toBeVisible();
  await accessible(member, "the full invoice's form");
  await form.getByLabel('NIF o NIE').fill('12345678A');
  await form.getByLabel('Nombre o razón social').fill('Irene Facturas Gómez');
  await form.getByLabel('Dirección fiscal').fill('Calle del Sol 3, 28004 Madrid');
  await form.getByRole('button', { name: 'Solicitar' }).click();
  await expect(form.getByText('Introduce un NIF o NIE válido.')).toBeVisible();
  await form.getByLabel('NIF o NIE').fill('12345678Z');
  await form.getByRole('button', { name: 'Solicitar' }).click();
  await expect(member.getByText('Factura emitida.').first()).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Factura', exact: true })).toBeVisible();
  const number = member.getByText(/^Número: F\d{4}-\d{7}$/);
  fullNumber = (await number.textContent())!.replace('Número: ', '');
  await expect(member.getByText('NIF: 12345678Z')).toBeVisible();
});

test("the admin finds both in the book and exports the month's CSV", async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@club.local');
  await admin.goto('/admin/invoices');
  await expect(admin.getByRole('heading', { name: 'Facturación' })).toBeVisible();
  const book = admin.getByRole('table').first();
  await expect(book.getByText(fullNumber)).toBeVisible({ timeout: 15_000 });
  await expect(book.getByText(ticketNumber)).toBeVisible();
  await accessible(admin, 'the book of invoices');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Serie;Número;Fecha de expedición');
  const line = csv.split('\r\n').find((l) => l.includes(fullNumber))!;
  expect(line).toContain(';F1;12345678Z;Irene Facturas Gómez;');
  await admin.getByRole('button', { name: 'Comprobar cadena' }).click();
  await expect(admin.getByText(/^Cadena íntegra: \d+ registros/)).toBeVisible();

  await admin.goto('/admin/settings?tab=invoicing');
  await expect(admin.getByLabel('NIF')).toHaveValue('G28000008');
  await accessible(admin, 'Ajustes → Facturación');
});
