import { expect, test } from '@playwright/test';

test('the server serves the built app shell with its security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page).toHaveTitle('Club de Tenis y Pádel');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('unknown API paths are JSON 404s, never the app shell', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false });
});
