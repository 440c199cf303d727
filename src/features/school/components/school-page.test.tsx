import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type {
  CoachOverviewResponse,
  MySchoolRequest,
  SchoolGroup,
  SchoolOverviewResponse,
  AttendanceResponse,
  SchoolRequestResponse,
  MakeUpsResponse,
} from '@/api/school.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { SchoolPage } from './school-page.tsx';

const group: SchoolGroup = {
  _id: 'g1',
  level: 'Perfeccionamiento',
  coachId: 'c1',
  coachName: 'Carlos Entrenador',
  courtId: 'court2',
  courtName: 'Tenis 2',
  daysOfWeek: ['Martes', 'Jueves'],
  timeRange: '17:00 - 18:00',
  size: 4,
  hoursPerMonth: 4,
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  freePlaces: 3,
};

function overview(myRequest: MySchoolRequest | null): SchoolOverviewResponse {
  return {
    success: true,
    prices: [
      { type: 'socio_4p_4h', label: 'x', members: true, size: 4, hours: 4, price: 55 },
      { type: 'no_socio_4p_4h', label: 'y', members: false, size: 4, hours: 4, price: 70 },
    ],
    groups: [group],
    myRequest,
    myAttendance: myRequest ? [{ date: '2026-11-19', present: true }] : [],
  };
}

const placed: MySchoolRequest = {
  _id: 'r1',
  status: 'placed',
  groupId: 'g1',
  comment: '',
  createdAt: '2026-11-18T10:00:00Z',
  planType: 'no_socio_4p_4h',
  planPaid: false,
};

// A placed pupil's page also asks for the classes to make up: none here.
const noMakeUps = http.get('/api/school/make-ups', () =>
  HttpResponse.json<MakeUpsResponse>({
    success: true,
    limit: 2,
    used: 0,
    missed: [],
    groups: [],
    makeUps: [],
  }),
);

describe('SchoolPage', { timeout: 20_000 }, () => {
  it('shows plans, groups with free places, and sends a request for the chosen group', async () => {
    server.use(
      noMakeUps,
      http.get('/api/school', () => HttpResponse.json<SchoolOverviewResponse>(overview(null))),
      http.post('/api/school/requests', () =>
        HttpResponse.json<SchoolRequestResponse>({
          success: true,
          message: 'Solicitud enviada.',
          request: placed,
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(SchoolPage, { user: testUser({ role: 'guess' }), path: '/tennis-school' });
    const plans = await screen.findByRole('table', { name: 'Planes de la escuela' });
    expect(within(plans).getByRole('row', { name: /4 alumnos, 4 h\/mes/ })).toHaveTextContent(
      '55,00 €/mes70,00 €/mes',
    );
    const card = screen.getByRole('article', { name: 'Grupo Perfeccionamiento' });
    expect(card).toHaveTextContent('Plazas libres: 3');
    expect(card).toHaveTextContent('Martes, Jueves · 17:00 - 18:00');
    expect(screen.queryByRole('heading', { name: 'Mis grupos' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Solicitud de plaza' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Grupo preferido' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /^Perfeccionamiento/, hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar plaza' }));
    expect(await screen.findByText('Solicitud enviada.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    expect(await sent!.json()).toEqual({ groupId: 'g1', comment: '' });
  });

  it('offers to pay the placed plan, with its price, and lists the attendance', async () => {
    server.use(
      noMakeUps,
      http.get('/api/school', () => HttpResponse.json<SchoolOverviewResponse>(overview(placed))),
    );
    renderWithApp(SchoolPage, { user: testUser({ role: 'guess' }), path: '/tennis-school' });
    const mine = await screen.findByLabelText('Tu solicitud');
    expect(mine).toHaveTextContent('Plaza asignada');
    expect(mine).toHaveTextContent('Tu grupo: Perfeccionamiento');
    expect(mine).toHaveTextContent(
      'Tu plan: Escuela de Tenis (No socio, 4 alumnos, 4 h/mes) · 70,00 €/mes',
    );
    expect(within(mine).getByRole('button', { name: 'Pagar plan' })).toBeEnabled();
    const attendance = screen.getByRole('table', { name: 'Mi asistencia' });
    expect(attendance).toHaveTextContent('19/11/2026Presente');
  });

  it('says the plan is paid and links to Suscripciones', async () => {
    server.use(
      noMakeUps,
      http.get('/api/school', () =>
        HttpResponse.json<SchoolOverviewResponse>(overview({ ...placed, planPaid: true })),
      ),
    );
    renderWithApp(SchoolPage, { user: testUser({ role: 'guess' }), path: '/tennis-school' });
    const mine = await screen.findByLabelText('Tu solicitud');
    expect(await within(mine).findByText('Plan pagado')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Pagar plan' })).not.toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Ver en Suscripciones' })).toHaveAttribute(
      'href',
      '/profile?tab=suscripciones',
    );
  });

  it('gives a coach their groups and the requests, without a request form', async () => {
    const coach: CoachOverviewResponse = {
      success: true,
      groups: [
        {
          ...group,
          students: [{ _id: 'u1', name: 'Lucía', email: 'l@x.es', planPaid: true }],
        },
      ],
      requests: [
        {
          _id: 'r2',
          user: { _id: 'u2', name: 'Nico', email: 'n@x.es', role: 'guess' },
          groupId: null,
          comment: 'Martes mejor',
          createdAt: '2026-11-18T10:00:00Z',
        },
      ],
    };
    server.use(
      noMakeUps,
      http.get('/api/school', () => HttpResponse.json<SchoolOverviewResponse>(overview(null))),
      http.get('/api/school/coach', () => HttpResponse.json<CoachOverviewResponse>(coach)),
      http.get('/api/school/groups/g1/attendance', () =>
        HttpResponse.json<AttendanceResponse>({
          success: true,
          date: '2026-11-19',
          cancelled: false,
          entries: [],
        }),
      ),
    );
    renderWithApp(SchoolPage, { user: testUser({ role: 'coach' }), path: '/tennis-school' });
    expect(await screen.findByRole('heading', { name: 'Mis grupos' })).toBeInTheDocument();
    const students = screen.getByRole('table', { name: 'Alumnos de Perfeccionamiento' });
    expect(students).toHaveTextContent('LucíaPlan pagado');
    const request = screen.getByRole('article', { name: 'Solicitud de Nico' });
    expect(request).toHaveTextContent('Martes mejor');
    // Nothing to place until a group is chosen.
    expect(within(request).getByRole('button', { name: 'Asignar plaza' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Solicitud de plaza' })).not.toBeInTheDocument();
  });
});

describe('SchoolPage in Catalan and English', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('shows plans, groups and the request form in Catalan', async () => {
    await activateLanguage('ca');
    server.use(
      noMakeUps,
      http.get('/api/school', () => HttpResponse.json<SchoolOverviewResponse>(overview(null))),
    );
    renderWithApp(SchoolPage, { user: testUser({ role: 'guess' }), path: '/tennis-school' });
    expect(await screen.findByRole('heading', { name: 'Escola de Tennis' })).toBeVisible();
    const plans = await screen.findByRole('table', { name: "Plans de l'escola" });
    expect(within(plans).getByRole('row', { name: /4 alumnes, 4 h\/mes/ })).toHaveTextContent(
      '55,00 €/mes70,00 €/mes',
    );
    const card = screen.getByRole('article', { name: 'Grup Perfeccionamiento' });
    expect(card).toHaveTextContent('Places lliures: 3');
    expect(card).toHaveTextContent('Dimarts, Dijous · 17:00 - 18:00');
    expect(card).toHaveTextContent('Entrenador: Carlos Entrenador');
    const form = screen.getByRole('form', { name: 'Sol·licitud de plaça' });
    expect(within(form).getByRole('button', { name: 'Sol·licita una plaça' })).toBeVisible();
  });

  it("shows a placed pupil's plan and attendance in English", async () => {
    await activateLanguage('en');
    server.use(
      noMakeUps,
      http.get('/api/school', () => HttpResponse.json<SchoolOverviewResponse>(overview(placed))),
    );
    renderWithApp(SchoolPage, { user: testUser({ role: 'guess' }), path: '/tennis-school' });
    const mine = await screen.findByLabelText('Your request');
    expect(mine).toHaveTextContent('Your group: Perfeccionamiento · Tuesday, Thursday');
    expect(mine).toHaveTextContent('€70.00/month');
    expect(within(mine).getByRole('button', { name: 'Pay for the plan' })).toBeEnabled();
    const attendance = screen.getByRole('table', { name: 'My attendance' });
    expect(attendance).toHaveTextContent('Present');
  });
});
