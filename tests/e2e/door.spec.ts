import { expect, test, type Page } from '@playwright/test';
import { cutTexts, SPEC_WIDTHS } from './support/layout.ts';
import { expectAccessible } from './support/axe.ts';
import { signIn, waitForServiceWorkerControl } from './support/pwa-helpers.ts';
import { requestsSince, sessionTag } from './support/request-log.ts';

const SUCCESS = 'Puerta abierta. Quizas tengas que esperar unos segundos.';
const FAILURE = 'No se pudo abrir la puerta. Inténtalo de nuevo.';
const UNLOCK_PATH = '/api/access/doors/unlock';

// One door, one pulse at a time: these run one after the other.
test.describe.configure({ mode: 'serial' });

interface LogEntry {
  createdAt: string;
  user: { email: string };
  result: string;
  reason: string;
  doorId: string;
}

async function accessLog(page: Page): Promise<LogEntry[]> {
  // An admin's view of the log, read through the API in a separate signed-in context.
  const context = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const login = await context.request.post('/api/users/login', {
      data: { email: 'admin@club.local', password: 'club1234' },
    });
    expect(login.ok()).toBe(true);
    const res = await context.request.get('/api/access/logs?limit=500');
    expect(res.status()).toBe(200);
    return ((await res.json()) as { logs: LogEntry[] }).logs;
  } finally {
    await context.close();
  }
}

async function openUnlockSignedIn(page: Page, email: string) {
  await page.goto('/unlock?source=shortcut');
  // Not signed in: the login screen, which comes back here afterwards.
  await expect(page).toHaveURL(/\/\?redirect=%2Funlock|\/\?redirect=\/unlock/);
  // ...and says why, as the shortcut lands on it without the app around.
  await expect(page.getByText('Inicia sesión para abrir la puerta')).toBeVisible();
  await signIn(page, email, /\/unlock$/);
  await expect(page.getByRole('heading', { name: 'Acceso a la puerta' })).toBeVisible();
  await expect(
    page.getByText('Pulsa el botón solo cuando estés frente a la puerta.'),
  ).toBeVisible();
}

test('an active member opens the door from the shortcut; opening the page alone never unlocks', async ({
  page,
  context,
}) => {
  await openUnlockSignedIn(page, 'socio@club.local');
  const tag = await sessionTag(context);
  // Arriving (also from the shortcut) sends nothing.
  await page.waitForTimeout(500);
  expect(requestsSince(tag, 0, (r) => r.url === UNLOCK_PATH)).toEqual([]);

  // The button gives way to a spinner while the request runs.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**' + UNLOCK_PATH, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Abrir puerta' }).click();
  await expect(page.getByLabel('Abriendo la puerta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir puerta' })).toHaveCount(0);
  release();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir puerta' })).toBeVisible();
  expect(requestsSince(tag, 0, (r) => r.url === UNLOCK_PATH)).toHaveLength(1);
  const log = await accessLog(page);
  expect(log.find((e) => e.user.email === 'socio@club.local')).toMatchObject({
    result: 'opened',
    doorId: 'main',
  });

  // No dead end: the installed app has no back button, the page has its way home.
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Abrir puerta' })).toHaveCount(0);
});

test('a non-member without a booking is refused with the reason, and the log has it', async ({
  page,
}) => {
  await openUnlockSignedIn(page, 'nosocio@club.local');
  await page.getByRole('button', { name: 'Abrir puerta' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(FAILURE);
  await expect(alert).toContainText('No tienes acceso');
  // Still on the door screen: a refusal is an answer, not a lost session.
  await expect(page).toHaveURL(/\/unlock/);
  const log = await accessLog(page);
  expect(log.find((e) => e.user.email === 'nosocio@club.local')).toMatchObject({
    result: 'refused',
  });
});

test('pressing offline fails at once and is never sent, not even after reconnecting', async ({
  page,
  context,
}) => {
  await openUnlockSignedIn(page, 'vip@club.local');
  await waitForServiceWorkerControl(page);
  const tag = await sessionTag(context);
  const since = Date.now();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Abrir puerta' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(FAILURE, { timeout: 1000 });
  await expect(alert).toContainText('Sin conexión');
  await expect(page.getByRole('button', { name: 'Abrir puerta' })).toBeEnabled();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await page.waitForTimeout(3000);
  expect(requestsSince(tag, since, (r) => r.url === UNLOCK_PATH)).toEqual([]);
  const log = await accessLog(page);
  // Only what this test could have logged: the demo club's history has the member's past entries.
  const mine = log.filter(
    (e) => e.user.email === 'vip@club.local' && Date.parse(e.createdAt) >= since,
  );
  expect(mine).toEqual([]);
});

test('/unlock loads alone: its own entry, none of the app, the shell, the router or the schedule', async ({
  page,
  context,
}) => {
  const login = await context.request.post('/api/users/login', {
    data: { email: 'coach@club.local', password: 'club1234' },
  });
  expect(login.ok()).toBe(true);
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.replace(/^\/assets\//, '');
    if (request.resourceType() === 'script') scripts.push(name);
    if (request.resourceType() === 'stylesheet') styles.push(name);
  });
  const entry = page.waitForResponse((r) => /\/assets\/door-main-[\w-]+\.js$/.test(r.url()));
  await page.goto('/unlock');
  await expect(page.getByRole('button', { name: 'Abrir puerta' })).toBeVisible();
  expect(scripts.some((n) => /^door-main-[\w-]+\.js$/.test(n))).toBe(true);
  // Sent as the build's brotli copy, as a script.
  const headers = (await entry).headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-type']).toMatch(/javascript/);
  expect(headers.vary).toMatch(/accept-encoding/i);
  const heavy =
    /^(app-main|matchContext|routeTree|_app|_admin|admin|access|schedule|statistics|reservations|blocked-times|users|courts|bookings|_bookingId|home|membership|profile|shop|tennis-school|socket|floating-ui)[-.]/;
  expect(scripts.filter((n) => heavy.test(n))).toEqual([]);
  // Only the styles of what the door draws (their size is a budget of npm test), none of a
  // screen of the app's.
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((n) => heavy.test(n))).toEqual([]);
});

test('admins read the access log at /admin/access, every state readable at every width', async ({
  page,
}) => {
  await page.goto('/admin/access');
  await signIn(page, 'admin@club.local', /\/admin\/access$/);
  // Two presses while the relay pulses: the second is logged as 'Ya abriéndose'.
  for (const expected of [200, 409]) {
    const press = await page.request.post(UNLOCK_PATH, { data: { doorId: 'main' } });
    expect(press.status()).toBe(expected);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Registro de accesos' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de accesos' });
  const opened = table.getByRole('row').filter({ hasText: 'Sofía Socia' });
  await expect(opened.first()).toContainText('Abierta');
  const refused = table.getByRole('row').filter({ hasText: 'nosocio@club.local' });
  await expect(refused.first()).toContainText('Denegado');
  await expect(table.getByText('Ya abriéndose').first()).toBeVisible();

  for (const width of SPEC_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const cut = await cutTexts(page, '.mantine-Badge-root, .mantine-Badge-label, td');
    expect(cut, `${width} px`).toEqual([]);
  }
});

// The door's pulse (DOOR_PULSE_MS, 3 s by default): a press during it is refused.
const PULSE_MS = 3000;
const DOOR_MAIN = /\/assets\/door-main-[\w-]+\.js$/;

/**
 * Holds the full door page (React) back until `release()`: what is on screen meanwhile is
 * unlock.html and its early script alone.
 */
async function holdFullPage(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(DOOR_MAIN, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Holds the unlock request on its way to the server until `release()`. */
async function holdUnlock(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**' + UNLOCK_PATH, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('before React loads, the early button opens the door once and shows the answer; React keeps it', async ({
  page,
  context,
}) => {
  await openUnlockSignedIn(page, 'vip@club.local');
  const tag = await sessionTag(context);
  const since = Date.now();
  const fullPage = await holdFullPage(page);
  const unlock = await holdUnlock(page);
  await page.reload();
  // The relay of an opening in the test before may still be pulsing (it would refuse with 409).
  await page.waitForTimeout(PULSE_MS);
  // unlock.html alone: the member's name, the button working, accessible as it is.
  await expect(page.locator('#door-early')).toBeVisible();
  await expect(page.getByText('Valeria VIP')).toBeVisible();
  const early = page.getByRole('button', { name: 'Abrir puerta' });
  await expect(early).toBeEnabled();
  await expectAccessible(page, '/unlock (before React)');

  // A second tap while the first is on its way sends nothing.
  await early.click();
  await expect(page.getByLabel('Abriendo la puerta')).toBeVisible();
  await page.locator('#door-press').dispatchEvent('click');
  unlock();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect(requestsSince(tag, since, (r) => r.url === UNLOCK_PATH)).toHaveLength(1);

  // React takes over, still showing the answer, and sends nothing of its own.
  fullPage();
  await expect(page.locator('#door-early')).toHaveCount(0);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByText('Valeria VIP')).toBeVisible();
  await page.waitForTimeout(500);
  expect(requestsSince(tag, since, (r) => r.url === UNLOCK_PATH)).toHaveLength(1);
  const log = await accessLog(page);
  expect(log.filter((e) => e.user.email === 'vip@club.local')[0]).toMatchObject({
    result: 'opened',
  });
});

test('a tap made before the full page loads is answered once, by the full page', async ({
  page,
  context,
}) => {
  await openUnlockSignedIn(page, 'coach@club.local');
  const tag = await sessionTag(context);
  const since = Date.now();
  const fullPage = await holdFullPage(page);
  const unlock = await holdUnlock(page);
  await page.reload();
  await page.waitForTimeout(PULSE_MS);
  await page.getByRole('button', { name: 'Abrir puerta' }).click();
  await expect(page.getByLabel('Abriendo la puerta')).toBeVisible();
  // React draws over the early page while the press is still on its way: it shows the spinner.
  fullPage();
  await expect(page.locator('#door-early')).toHaveCount(0);
  await expect(page.getByLabel('Abriendo la puerta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir puerta' })).toHaveCount(0);
  unlock();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir puerta' })).toBeEnabled();
  await page.waitForTimeout(500);
  expect(requestsSince(tag, since, (r) => r.url === UNLOCK_PATH)).toHaveLength(1);
});

test('the early button: offline it says so at once and sends nothing; a lost session goes to the login', async ({
  page,
  context,
}) => {
  await openUnlockSignedIn(page, 'joven@club.local');
  const tag = await sessionTag(context);
  const since = Date.now();
  await holdFullPage(page);
  await page.reload();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Abrir puerta' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(FAILURE, { timeout: 1000 });
  await expect(alert).toContainText('Sin conexión');
  await context.setOffline(false);
  await page.waitForTimeout(1000);
  expect(requestsSince(tag, since, (r) => r.url === UNLOCK_PATH)).toEqual([]);

  // The server no longer knows the session: the device forgets it and goes to the login.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Abrir puerta' }).click();
  await expect(page).toHaveURL(/\/\?redirect=%2Funlock/);
  await expect(page.getByText('Inicia sesión para abrir la puerta')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
