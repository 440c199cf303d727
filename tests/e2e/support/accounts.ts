import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMailLink } from './mail.ts';

/** An address nobody else in the run uses, so specs never trip over each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Logs in through the login screen with any password and waits for where it lands. */
export async function logIn(page: Page, email: string, password: string, landing = /\/home$/) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * A confirmed account made through the API (registration, then the mailed link), for specs
 * whose subject is not the registration itself.
 */
export async function registerConfirmedUser(
  request: APIRequestContext,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<void> {
  const registered = await request.post('/api/users/register', {
    data: { name, email, password, dob: '1992-03-14' },
  });
  expect(registered.ok()).toBe(true);
  const link = new URL(await waitForMailLink(email, 'verify-email'));
  const token = link.searchParams.get('token');
  const verified = await request.post('/api/users/verify-email', { data: { token } });
  expect(verified.ok()).toBe(true);
}
