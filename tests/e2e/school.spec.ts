import { expect, test } from '@playwright/test';
import { logIn, registerConfirmedUser, uniqueEmail } from './support/accounts.ts';
import { waitForMailLink } from './support/mail.ts';
import { DEMO_PASSWORD } from './support/pwa-helpers.ts';

const PASSWORD = 'escuela-1234';
const PLAN = 'Escuela de Tenis (No socio, 4 alumnos, 4 h/mes)';

// A fresh non-member of its own, placed by the demo coach in the demo group 'Perfeccionamiento'
// (4 places, which no other spec uses).
test('a non-member requests a place, the coach places them, and they pay the plan', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Lucía Alumna ${Date.now().toString(36)}`;
  const email = uniqueEmail('escuela');
  await registerConfirmedUser(request, { name, email, password: PASSWORD });

  const student = await (await browser.newContext()).newPage();
  await student.goto('/');
  await logIn(student, email, PASSWORD);
  await student.goto('/tennis-school');
  await expect(student.getByRole('heading', { name: 'Escuela de Tenis' })).toBeVisible();
  const plans = student.getByRole('table', { name: 'Planes de la escuela' });
  await expect(plans.getByRole('row', { name: /4 alumnos, 4 h\/mes/ })).toContainText(
    '55,00 €/mes70,00 €/mes',
  );
  const group = student.getByRole('article', { name: 'Grupo Perfeccionamiento' });
  await expect(group).toContainText('Martes, Jueves · 17:00 - 18:00');
  await expect(group).toContainText(/Plazas libres: [1-4]/);

  const form = student.getByRole('form', { name: 'Solicitud de plaza' });
  await form.getByLabel('Grupo preferido').click();
  await student.getByRole('option', { name: /^Perfeccionamiento/ }).click();
  await form.getByLabel(/^Comentario/).fill('Juego desde hace un año.');
  await form.getByRole('button', { name: 'Solicitar plaza' }).click();
  await expect(
    student.getByText('Solicitud enviada. Un entrenador te asignará un grupo.'),
  ).toBeVisible();
  const mine = student.getByLabel('Tu solicitud');
  await expect(mine).toContainText('Pendiente de asignar grupo');

  // The coach places the student from their own school page.
  const coach = await (await browser.newContext()).newPage();
  await coach.goto('/');
  await logIn(coach, 'coach@club.local', DEMO_PASSWORD);
  await coach.goto('/tennis-school');
  await expect(coach.getByRole('heading', { name: 'Mis grupos' })).toBeVisible();
  const asked = coach.getByRole('article', { name: `Solicitud de ${name}` });
  await expect(asked).toContainText('Prefiere Perfeccionamiento');
  await expect(asked).toContainText('Juego desde hace un año.');
  // The group the student asked for is chosen already.
  await expect(asked.getByLabel('Grupo')).toHaveValue(/^Perfeccionamiento/);
  await asked.getByRole('button', { name: 'Asignar plaza' }).click();
  await expect(coach.getByText(`${name} tiene plaza en el grupo.`)).toBeVisible();
  await expect(asked).toBeHidden();

  // Live on the student's open page, and by e-mail.
  await expect(mine).toContainText('Plaza asignada');
  await expect(mine).toContainText('Tu grupo: Perfeccionamiento');
  expect(await waitForMailLink(email, 'tennis-school')).toMatch(/\/tennis-school$/);

  await expect(mine).toContainText(`Tu plan: ${PLAN} · 70,00 €/mes`);
  await mine.getByRole('button', { name: 'Pagar plan' }).click();
  const dialog = student.getByRole('dialog', { name: 'Completar Suscripción' });
  await expect(dialog).toContainText(PLAN);
  await expect(dialog).toContainText(
    'No realices el pago si todavía no se te ha asignado un grupo',
  );
  await expect(dialog).toContainText('Total: 70,00 €');
  await dialog.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(student.getByText(`Suscripción completada con éxito a ${PLAN}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mine).toContainText('Plan pagado');

  await mine.getByRole('link', { name: 'Ver en Suscripciones' }).click();
  await expect(student).toHaveURL(/\/profile\?tab=suscripciones$/);
  const card = student.getByTestId('subscription-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(PLAN);
  await expect(card).toContainText('Activa');
  // A school plan is not a membership: still a non-member.
  await expect(student.getByText('No tienes una suscripción de socio activa.')).toBeVisible();

  // The coach sees the student in the group, with the plan paid.
  await coach.reload();
  const students = coach.getByRole('table', { name: 'Alumnos de Perfeccionamiento' });
  await expect(students.getByRole('row', { name: new RegExp(name) })).toContainText('Plan pagado');
});
