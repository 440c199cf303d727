import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerConfirmedUser, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { DEMO_PASSWORD, signIn, waitForServiceWorkerControl } from './support/pwa-helpers.ts';
import { inLanguage } from './support/catalogues.ts';
import { clubDay } from './support/club-day.ts';
import { waitForMailText } from './support/mail.ts';
import { untranslatedTexts } from './support/untranslated.ts';

/**
 * The product in Catalan, English and the pseudo-locale (decision 089): every screen of every
 * role from the catalogues, none wider than a 390 px phone with texts a third longer, and each
 * language's screens accessible with the page's `lang` right. The accounts here are used by no
 * other journey, or made for this one: a language kept on an account follows it everywhere.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const MEMBER_SCREENS = [
  '/home',
  '/courts',
  '/bookings',
  '/profile?tab=perfil',
  '/profile?tab=nivel',
  '/profile?tab=suscripciones',
  '/profile?tab=monedero',
  '/profile?tab=notificaciones',
  '/membership',
  '/access',
  '/shop',
  '/matches',
  '/tennis-school',
  '/unlock',
];

const ADMIN_SCREENS = [
  '/admin',
  '/admin/reservations',
  '/admin/users',
  '/admin/courts',
  '/admin/blocked-times',
  '/admin/statistics',
  '/admin/access',
  '/admin/school',
  '/admin/shop',
  '/admin/matches',
  '/admin/packs',
  '/admin/results',
  '/admin/waitlists',
  '/admin/calendar',
  '/admin/series',
  '/admin/settings',
  '/admin/settings?tab=invoicing',
  '/admin/invoices',
];

const VISITOR_SCREENS = ['/', '/register', '/resend-verification', '/reset', '/success', '/cancel'];

/** A screen as a person finds it: its heading drawn, the network quiet, no spinner left. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/**
 * Every string the API sent to this page: the club's data (names, courts, products...); and the
 * languages' names, each written in itself on purpose.
 */
function collectData(page: Page): Set<string> {
  const data = new Set<string>(['Español', 'Català', 'English']);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') data.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    walk(await response.json().catch(() => null));
  });
  return data;
}

/** The pseudo-locale on this page from its first script on (it is never kept on an account). */
async function usePseudo(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('club.language', 'pseudo'));
}

/** A new window size, once the layout follows it (media-query hooks re-render on the next frames). */
async function resized(page: Page, size: typeof PHONE): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

async function checkPseudo(page: Page, data: Set<string>, paths: string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await settle(page, path);
      expect.soft(await untranslatedTexts(page, [...data]), `texts on ${path}`).toEqual([]);
      const desktop = page.viewportSize()?.width !== PHONE.width;
      if (desktop) await resized(page, PHONE);
      expect.soft(await sidewaysOverflow(page), `${path} at 390 px`).toEqual([]);
      if (desktop) await resized(page, DESKTOP);
    });
  }
}

test.describe('the pseudo-locale', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a visitor’s and a member’s screens come from the catalogues and fit a phone', async ({
    page,
  }) => {
    await usePseudo(page);
    await page.setViewportSize(PHONE);
    const data = collectData(page);
    await checkPseudo(page, data, VISITOR_SCREENS);
    await page.goto('/');
    await page.locator('input[type="email"]').fill('socio@club.local');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/home$/);
    await checkPseudo(page, data, MEMBER_SCREENS);
  });

  test('an admin’s screens come from the catalogues and fit a phone', async ({ page }) => {
    await usePseudo(page);
    await page.setViewportSize(DESKTOP);
    const data = collectData(page);
    await page.goto('/');
    await page.locator('input[type="email"]').fill('admin@club.local');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/(home|admin)$/);
    await checkPseudo(page, data, ['/home', ...ADMIN_SCREENS]);
  });
});

/** Keeps `language` on the signed-in account of `request`, as the profile's picker does. */
async function keepLanguage(request: APIRequestContext, language: 'ca' | 'en'): Promise<void> {
  const answer = await request.put('/api/users/me/language', { data: { language } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function checkAccessibleIn(page: Page, language: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await settle(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectAccessible(page, `${path} (${language})`);
    });
  }
}

test.describe('each language’s screens are accessible', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a member’s screens in English', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await signIn(page, 'laura.diaz@club.local');
    await keepLanguage(page.request, 'en');
    await page.reload();
    await checkAccessibleIn(page, 'en', MEMBER_SCREENS);
  });

  test('an admin’s screens in Catalan', async ({ page, browser }) => {
    const email = uniqueEmail('admin-ca');
    await registerConfirmedUser(page.request, { name: 'Núria Puig', email, password: 'club1234' });
    const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const login = await admin.request.post('/api/users/login', {
      data: { email: 'admin@club.local', password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const found = await admin.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    const { users } = (await found.json()) as { users: { _id: string }[] };
    const promoted = await admin.request.put(`/api/admin/users/${users[0]!._id}/role`, {
      data: { role: 'admin' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
    await admin.close();

    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Contraseña/).fill('club1234');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/(home|admin)$/);
    await keepLanguage(page.request, 'ca');
    await page.reload();
    await checkAccessibleIn(page, 'ca', ADMIN_SCREENS);
  });
});

const ca = (spanish: string, namespace?: string) => inLanguage('ca', spanish, namespace);

test('a member switches to Català: home, booking, Mis Reservas, the door, a receipt and offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const marta = 'marta.navarro@club.local';
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await signIn(page, marta);

  // The switch re-words the screen at once, and the account keeps it.
  await page.goto('/profile?tab=perfil');
  await page.getByText('Català', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ca('Mi perfil') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect
    .poll(async () => (await (await page.request.get('/api/users/me')).json()).user.language)
    .toBe('ca');

  // Home and booking a court.
  await page.goto('/home');
  await expect(page.getByRole('link', { name: ca('Mis Reservas') }).first()).toBeVisible();
  await page.goto('/courts');
  await expect(page.getByRole('heading', { name: ca('Selecciona una Pista') })).toBeVisible();
  const card = page.locator('.mantine-Card-root', { hasText: 'Pádel 2' });
  await card.getByRole('link', { name: ca('Seleccionar', 'courts.') }).click();
  const day = clubDay(4);
  await page.locator(`button[data-date="${day}"]`).click();
  await page.locator('button[data-state="free"]').first().click();
  await page.getByRole('button', { name: ca('Confirmar Reserva') }).click();
  const dialog = page.getByRole('dialog', { name: ca('Confirmación de Reserva') });
  await dialog.getByRole('button', { name: ca('Sí, Confirmar') }).click();
  await expect(page.getByText(ca('Reserva confirmada')).first()).toBeVisible();

  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: ca('Mis Reservas') })).toBeVisible();

  // The door page, as the shortcut opens it.
  await page.goto('/unlock');
  await expect(page.getByRole('heading', { name: ca('Acceso a la puerta') })).toBeVisible();
  await expect(page.getByRole('button', { name: ca('Abrir puerta') })).toBeVisible();

  // A pack bought: the receipt e-mail in Catalan.
  await page.goto('/profile?tab=monedero');
  await page.getByRole('button', { name: /Bono 10 pistas pádel/ }).click();
  const buy = page.getByRole('dialog', { name: ca('Comprar bono') });
  // The wallet pays when it holds enough; the card otherwise.
  const cardNumber = buy.getByLabel(ca('Número de tarjeta'));
  if (await cardNumber.isVisible()) {
    await cardNumber.fill('4242 4242 4242 4242');
    await buy.getByLabel(ca('Caducidad (MM/AA)')).fill('12/34');
    await buy.getByLabel('CVC').fill('123');
  }
  await buy.getByRole('button', { name: /€/ }).click();
  const bought = ca('Bono comprado. Te hemos enviado el recibo por correo.');
  await expect(page.getByText(bought).first()).toBeVisible();
  const mail = await waitForMailText(marta, 'Bono 10 pistas pádel');
  expect(mail).toContain(ca('Los bonos no se devuelven una vez usados.', 'mail.'));

  // Offline, after a reload: still Catalan, from the service worker's copy.
  await waitForServiceWorkerControl(page);
  await page.goto('/bookings');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ca('Mis Reservas') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await context.setOffline(false);
});
