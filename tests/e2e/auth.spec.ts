import { expect, test } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';
import { waitForMailLink } from './support/mail.ts';
import { fillDate } from './support/fields.ts';

const DEMO_PASSWORD = 'club1234';

/** A real 1×1 PNG: the server reads the type from the bytes. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a new user registers, confirms the e-mail, edits the profile and logs out', async ({
  page,
}) => {
  // Registration waits 6 s by design, and the whole journey is long on a busy machine.
  test.slow();
  const email = uniqueEmail('nuevo');
  const password = 'segura-123';

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();
  // Nothing is sent with an empty form.
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('Todos los campos son obligatorios.')).toBeVisible();

  await page.getByLabel('Nombre').fill('Lucía Prueba');
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await fillDate(page.getByLabel('Fecha de Nacimiento'), '1995-04-03');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(
    page.getByText('Registro exitoso. Revisa tu correo para confirmar tu cuenta.'),
  ).toBeVisible();
  // The spec's 6 s wait, then the login page.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // Not confirmed yet: told why.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert', { name: 'No se pudo iniciar sesión' })).toContainText(
    /confirma/i,
  );

  const link = await waitForMailLink(email, 'verify-email');
  await page.goto(link);
  await expect(
    page.getByText('Tu correo ha sido confirmado. Ya puedes iniciar sesión.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();

  await logIn(page, email, password);
  await expect(page.getByText('Bienvenido, Lucía Prueba')).toBeVisible();
  // A new account is not a member: the membership call shows.
  await expect(page.getByRole('link', { name: 'Hazte Socio Ahora' })).toBeVisible();

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('heading', { name: 'Detalles de usuario' })).toBeVisible();

  await page.getByLabel('Nombre').fill('Lucía Cambiada');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Perfil actualizado con éxito')).toBeVisible();
  await expect(page.getByText('Bienvenido, Lucía Cambiada')).toBeVisible();

  // The app bar's avatar now shows the uploaded picture, served back by the server.
  const avatar = page.getByRole('button', { name: 'Menú de usuario' }).locator('img').first();
  await expect(avatar).toHaveAttribute('src', /\/uploads\//);
  const picture = await page.request.get((await avatar.getAttribute('src'))!);
  expect(picture.ok()).toBe(true);

  // The session user survives a reload (local storage, checked with the server).
  await page.reload();
  await expect(page.getByText('Bienvenido, Lucía Cambiada')).toBeVisible();

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  // Only the language chosen on this device stays, so the login speaks it (decision 089).
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['club.language']);

  // The cookie did not survive either: the logged-in pages send the visitor back.
  const me = await page.request.get('/api/users/me');
  expect(me.status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/\?redirect=/);
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('olvido');
  await registerConfirmedUser(request, { name: 'Olga Olvido', email, password: 'vieja-clave-1' });

  await page.goto('/');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeVisible();
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar Enlace de Recuperación' }).click();
  await expect(page.getByText('Revisa tu correo para el enlace de recuperación.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar Enlace de Recuperación' })).toHaveCount(0);

  const link = await waitForMailLink(email, 'reset\\?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Restablecer Contraseña' })).toBeVisible();
  await page.getByLabel('Nueva Contraseña', { exact: true }).fill('nueva-clave-2');
  await page.getByLabel('Confirmar Nueva Contraseña').fill('nueva-clave-2');
  await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Contraseña/).fill('vieja-clave-1');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert', { name: 'No se pudo iniciar sesión' })).toContainText(
    'Email o contraseña incorrectos.',
  );
  await logIn(page, email, 'nueva-clave-2');

  // The link was single use.
  await page.goto(link);
  await expect(
    page.getByText('El enlace de recuperación es inválido o ha expirado.'),
  ).toBeVisible();
});

test.describe('the route guard', () => {
  test('sends a visitor to the login page, and back after login', async ({ page }) => {
    for (const path of ['/home', '/profile', '/bookings', '/admin', '/admin/users']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/\?redirect=/);
      await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    }
    // The door page's way in: come back to /unlock after logging in.
    await page.goto('/?redirect=/unlock');
    await logIn(page, 'socio@club.local', DEMO_PASSWORD, /\/unlock$/);
  });

  test('keeps a member out of the admin area', async ({ page }) => {
    await page.goto('/');
    await logIn(page, 'socio@club.local', DEMO_PASSWORD);
    await expect(page.getByText('Bienvenido, Sofía Socia')).toBeVisible();
    await expect(page.getByTestId('member-badge')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hazte Socio Ahora' })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/statistics');
    await expect(page).toHaveURL(/\/home$/);
    // Logged in, the login page itself leads home.
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('button', { name: 'Mis reservas' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Panel principal' })).toHaveCount(0);
  });

  test('moves a device that kept only its cookie on from the login, once the server says who it is', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page, 'socio@club.local', DEMO_PASSWORD);
    // Nothing stored on the device (its storage cleared), the session cookie still there: the
    // login shows at once and then gives way to where the member was going.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/?redirect=/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('lets an admin into the admin area', async ({ page }) => {
    await page.goto('/');
    await logIn(page, 'admin@club.local', DEMO_PASSWORD);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Panel principal' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Panel principal' })).toBeVisible();
  });
});
