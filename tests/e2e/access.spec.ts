import { expect, test } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';

const NOT_ALLOWED =
  'No tienes acceso: necesitas una membresía activa o una reserva en curso o que empiece en los próximos 30 minutos.';

test('Mi acceso tells a non-member with no booking why the door stays shut and what opens it', async ({
  page,
}) => {
  const email = uniqueEmail('acceso');
  const password = 'Clave-segura-1';
  await registerConfirmedUser(page.request, { name: 'Nora Visitante', email, password });
  await page.goto('/');
  await logIn(page, email, password);

  await page.goto('/access');
  await expect(page.getByRole('heading', { name: 'Mi acceso' })).toBeVisible();
  const state = page.getByRole('alert').filter({ hasText: 'Ahora no puedes abrir la puerta.' });
  await expect(state).toContainText(NOT_ALLOWED);
  await expect(state).toContainText('No tienes ninguna reserva próxima.');
  await expect(state.getByRole('link', { name: 'Hazte Socio' })).toBeVisible();
  await expect(page.getByText('Todavía no has intentado abrir la puerta.')).toBeVisible();

  // The same button as /unlock: the door refuses with the same reason, and the press is listed.
  await page.getByRole('button', { name: 'Abrir puerta' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudo abrir la puerta.' }),
  ).toContainText(NOT_ALLOWED);
  const entries = page.getByRole('table', { name: 'Mis entradas' });
  await expect(entries.getByText('Denegado')).toBeVisible();

  await state.getByRole('link', { name: 'Reservar pista' }).click();
  await expect(page).toHaveURL(/\/courts$/);
});
