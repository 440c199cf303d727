import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { UserResponse } from '@/api/users.ts';
import { ProfileTab } from './profile-tab.tsx';

const me = testUser({
  name: 'Sofía Socia',
  email: 'sofia@club.local',
  dni: '1Z',
  dob: '1990-05-17',
});

function renderProfile() {
  return renderWithApp(() => <ProfileTab user={me} />, { user: me, path: '/profile' });
}

describe('ProfileTab', { timeout: 20_000 }, () => {
  it('shows the spec fields filled from the user', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Detalles de usuario' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Sofía Socia');
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue('sofia@club.local');
    expect(screen.getByLabelText('Fecha de Nacimiento')).toHaveValue('17/05/1990');
    expect(screen.getByLabelText('DNI')).toHaveValue('1Z');
    expect(screen.getByLabelText('Contraseña (opcional)')).toHaveValue('');
    expect(document.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      expect.stringContaining('image/png'),
    );
  });

  it('sends no password and no image unless given, then saves the answer as the session user', async () => {
    const updated = { ...me, name: 'Sofía Nueva' };
    server.use(
      http.put('/api/users/update', () =>
        HttpResponse.json<UserResponse>({
          success: true,
          message: 'Perfil actualizado con éxito',
          user: updated,
        }),
      ),
    );
    const calls = recordRequests();
    const { session } = renderProfile();
    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Sofía Nueva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Perfil actualizado con éxito')).toBeInTheDocument();
    const form = await calls[0]!.formData();
    expect(form.get('name')).toBe('Sofía Nueva');
    expect(form.get('email')).toBe('sofia@club.local');
    expect(form.get('dob')).toBe('1990-05-17');
    expect(form.get('isUca')).toBe('false');
    expect(form.has('password')).toBe(false);
    expect(form.has('image')).toBe(false);
    await waitFor(() => expect(session.user?.name).toBe('Sofía Nueva'));
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Sofía Nueva' });
  });

  it('sends the password when filled and the picture when chosen; other files are refused', async () => {
    server.use(
      http.put('/api/users/update', () =>
        HttpResponse.json<UserResponse>({
          success: true,
          message: 'Perfil actualizado con éxito',
          user: me,
        }),
      ),
    );
    const calls = recordRequests();
    renderProfile();
    await screen.findByRole('heading', { name: 'Detalles de usuario' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Elige un archivo de imagen.')).toBeInTheDocument();

    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' })],
      },
    });
    expect(await screen.findByText('yo.png')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Contraseña (opcional)'), {
      target: { value: 'otra-clave-9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await screen.findByText('Perfil actualizado con éxito');
    const form = await calls[0]!.formData();
    expect(form.get('password')).toBe('otra-clave-9');
    // jsdom's File loses its name crossing into Node's Request; the part and its type arrive (the
    // e2e test uploads a real picture).
    expect(form.get('image')).toMatchObject({ type: 'image/png' });
  });

  it('shows the server refusal, or the spec fallbacks', async () => {
    server.use(http.put('/api/users/update', () => refusal('El email ya está en uso.', 409)));
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('El email ya está en uso.')).toBeInTheDocument();

    server.use(http.put('/api/users/update', () => new HttpResponse('x', { status: 400 })));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al actualizar el perfil')).toBeInTheDocument();

    // No answer at all: the network is down.
    server.use(http.all('*', () => HttpResponse.error()));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error inesperado al actualizar el perfil')).toBeInTheDocument();
  });

  it('keeps a UCA request: ticked when a card is on file, and sends isUca with it', async () => {
    const withCard = testUser({ role: 'guess', universityCard: '/uploads/carne.png' });
    server.use(
      http.put('/api/users/update', () =>
        HttpResponse.json<UserResponse>({
          success: true,
          message: 'Perfil actualizado con éxito',
          user: withCard,
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <ProfileTab user={withCard} />, { user: withCard, path: '/profile' });
    expect(await screen.findByLabelText('Soy estudiante de la UCA')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await screen.findByText('Perfil actualizado con éxito');
    const form = await calls[0]!.formData();
    expect(form.get('isUca')).toBe('true');
    // The card on file is kept: nothing new is uploaded.
    expect(form.has('universityCard')).toBe(false);
  });
});
