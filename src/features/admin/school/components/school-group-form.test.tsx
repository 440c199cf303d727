import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { AdminSchoolResponse, SchoolGroupSavedResponse } from '@/api/school.ts';
import { SchoolGroupForm } from './school-group-form.tsx';
import { activateLanguage } from '@/i18n/index.ts';

const COACH = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';
const COURT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const SCHOOL: AdminSchoolResponse = {
  success: true,
  groups: [],
  prices: [],
  coaches: [{ _id: COACH, name: 'Carlos Coach' }],
  courts: [{ _id: COURT, name: 'Pista 1', type: 'tennis' }],
};

/** A Select's option, picked from its own list (Mantine keeps it display:none in jsdom). */
async function pick(input: HTMLElement, name: string) {
  await userEvent.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('list not open');
    return found;
  });
  await userEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

function renderForm(onDone = vi.fn()) {
  renderWithApp(() => <SchoolGroupForm group={null} school={SCHOOL} onDone={onDone} />, {
    user: testUser({ role: 'admin' }),
  });
  return screen.findByRole('form', { name: 'Datos del grupo' });
}

describe('SchoolGroupForm', { timeout: 30_000 }, () => {
  it('says what is missing in Spanish, with the schema’s messages, and sends nothing', async () => {
    const calls = recordRequests();
    const form = await renderForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar grupo' }));
    expect(await within(form).findByText('Indica el nivel del grupo.')).toBeVisible();
    // No coach nor court chosen: zod's missing value, in the forms' Spanish.
    expect(within(form).getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(within(form).getByText('Elige al menos un día de la semana.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('refuses an end before the start, then sends the group as the contract reads it', async () => {
    server.use(
      http.post('/api/admin/school/groups', () =>
        HttpResponse.json<SchoolGroupSavedResponse>({
          success: true,
          message: 'Grupo creado.',
          group: {
            _id: 'g1',
            level: 'Iniciación',
            coachId: COACH,
            coachName: 'Carlos Coach',
            courtId: COURT,
            courtName: 'Pista 1',
            daysOfWeek: ['Martes', 'Jueves'],
            timeRange: '17:00 - 18:00',
            size: 6,
            hoursPerMonth: 4,
            startDate: '2026-09-15',
            endDate: '2027-06-30',
            freePlaces: 6,
          },
        }),
      ),
    );
    const calls = recordRequests();
    const onDone = vi.fn();
    const form = await renderForm(onDone);
    await userEvent.type(within(form).getByLabelText('Nivel'), 'Iniciación');
    await pick(within(form).getByLabelText('Entrenador'), 'Carlos Coach');
    await pick(within(form).getByLabelText('Pista'), 'Pista 1');
    await userEvent.click(within(form).getByLabelText('Martes'));
    await userEvent.click(within(form).getByLabelText('Jueves'));
    const start = within(form).getByLabelText('Desde el día');
    const end = within(form).getByLabelText('Hasta el día');
    await userEvent.clear(start);
    await userEvent.paste('15/09/2026');
    await userEvent.clear(end);
    await userEvent.paste('01/09/2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar grupo' }));
    expect(
      await within(form).findByText('La fecha de fin debe ser posterior a la de inicio.'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);

    await userEvent.clear(end);
    await userEvent.paste('30/06/2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar grupo' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await calls[0]!.json()).toEqual({
      level: 'Iniciación',
      coachId: COACH,
      courtId: COURT,
      daysOfWeek: ['Martes', 'Jueves'],
      timeRange: '17:00 - 18:00',
      size: 6,
      hoursPerMonth: 4,
      startDate: '2026-09-15',
      endDate: '2027-06-30',
    });
    expect(within(form).queryByText(/posterior a la de inicio/)).toBeNull();
  });

  describe('in Catalan', () => {
    afterEach(() => activateLanguage('es'));

    it('labels the group and its weekdays in Catalan', async () => {
      await activateLanguage('ca');
      renderWithApp(() => <SchoolGroupForm group={null} school={SCHOOL} onDone={vi.fn()} />, {
        user: testUser({ role: 'admin' }),
      });
      const form = await screen.findByRole('form', { name: 'Dades del grup' });
      expect(within(form).getByLabelText('Nivell')).toBeVisible();
      expect(within(form).getByLabelText('Entrenador')).toBeVisible();
      expect(within(form).getByLabelText('Dimarts')).toBeVisible();
      expect(within(form).getByLabelText('Des del dia')).toBeVisible();
      expect(within(form).getByRole('button', { name: 'Desa el grup' })).toBeVisible();
    });
  });
});
