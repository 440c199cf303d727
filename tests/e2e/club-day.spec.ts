import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { clubDay } from './support/club-day.ts';
import { signIn } from './support/pwa-helpers.ts';

/**
 * The club's day on the home screen (issue 41, decision 079): on a phone, a member books a
 * padel court in three taps from the home screen (the slot, 'Reservar', 'Sí, Confirmar'), and
 * every free slot shows the price of the viewer's role, read from the club's own courts.
 */

const PHONE = { width: 390, height: 844 };

/**
 * Tomorrow at 08:00 UTC (09:00 or 10:00 in Madrid) for the server (X-Test-Now) and the page
 * (Playwright's clock): the day still has its slots ahead whatever the hour of the run.
 */
const MORNING = Date.parse(`${clubDay(1)}T08:00:00Z`);

async function phone(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Test-Now': new Date(MORNING).toISOString() },
  });
  const page = await context.newPage();
  await page.clock.install({ time: MORNING });
  await page.goto('/');
  await signIn(page, email);
  return page;
}

/** '16,00 €': euros as the PWA writes them (decision 077). */
const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

/** The padel price of a role as the club's courts set it: × 4 players (spec section 6). */
async function padelPrice(page: Page, cost: 'uca' | 'nonMember'): Promise<string> {
  const answer = await page.request.get('/api/courts');
  const { courts } = (await answer.json()) as {
    courts: { type: string; costs: { uca: number; nonMember: number } }[];
  };
  const padel = courts.find((c) => c.type === 'padel')!;
  return euros(padel.costs[cost] * 4);
}

/** The home screen with the club's day loaded. */
async function dayLoaded(page: Page): Promise<Locator> {
  await expect(page.getByRole('heading', { name: 'Reservar pista' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pádel' })).toBeChecked();
  const free = page.locator('button[data-state="free"]');
  await expect(free.first()).toBeVisible();
  return free;
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe.configure({ timeout: 150_000 });

test('a member books from the home screen in three taps, at the member price', async ({
  browser,
}) => {
  // A member no other journey books for: the day's first free slot must not change their days.
  const page = await phone(browser, 'carmen.lopez@club.local');
  const price = await padelPrice(page, 'uca');
  const free = await dayLoaded(page);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the club day of a member');
  await expectNoSideScroll(page);
  // Every free slot of the day carries the member price.
  for (const name of await free.evaluateAll((els) => els.map((el) => el.textContent ?? ''))) {
    expect(name).toContain(price);
  }

  // Every tap of the journey goes through here, so the count is the journey's.
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.click();
    taps += 1;
  };

  const slot = free.first();
  const courtId = await slot.getAttribute('data-court');
  const range = await slot.getAttribute('data-slot');
  const same = page.locator(`button[data-court="${courtId}"][data-slot="${range}"]`);

  await tap(slot); // 1: the slot
  await expect(same).toHaveAttribute('aria-pressed', 'true');
  await tap(page.getByRole('button', { name: 'Reservar', exact: true })); // 2: players and payment
  const dialog = page.getByRole('dialog', { name: 'Confirmación de Reserva' });
  await expect(dialog.getByText(`Total: ${price}`)).toBeVisible();
  await expect(dialog.getByText('Pagarás más tarde, desde la página de la reserva.')).toBeVisible();
  await expectAccessible(page, 'the club day’s booking dialog');
  await tap(dialog.getByRole('button', { name: 'Sí, Confirmar' })); // 3: confirm

  await expect(page.getByText('Reserva confirmada')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(taps).toBe(3);
  // The day shows it as the member's own at once.
  await expect(same).toHaveAttribute('data-state', 'own');
  await expect(same).toContainText('Tu Reserva');
  await expectNoSideScroll(page);
  await page.context().close();
});

test('a non-member sees the non-member price on every free slot', async ({ browser }) => {
  const page = await phone(browser, 'nosocio@club.local');
  const price = await padelPrice(page, 'nonMember');
  expect(price).not.toBe(await padelPrice(page, 'uca'));
  const free = await dayLoaded(page);
  for (const name of await free.evaluateAll((els) => els.map((el) => el.textContent ?? ''))) {
    expect(name).toContain(price);
  }
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the club day of a non-member');
  await expectNoSideScroll(page);

  // Tenis too: its price for the same role.
  await page.getByRole('radiogroup', { name: 'Deporte' }).getByText('Tenis').click();
  await expect(page.getByRole('radio', { name: 'Tenis' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Tenis 1' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.context().close();
});
