import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { t } from '@/i18n/index.ts';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { MessageResponse } from '@/api/common.ts';
import { RESEND_ANSWER, ResendVerificationPage } from './resend-verification-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

describe('VerifyEmailPage', { timeout: 20_000 }, () => {
  it('confirms the token once and offers the login', async () => {
    server.use(
      http.post('/api/users/verify-email', () =>
        HttpResponse.json<MessageResponse>({
          success: true,
          message: 'Cuenta confirmada. Ya puedes iniciar sesión.',
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <VerifyEmailPage token="abc" />, { path: '/verify-email?token=abc' });
    expect(
      await screen.findByText('Tu correo ha sido confirmado. Ya puedes iniciar sesión.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ token: 'abc' });
  });

  it('shows the refusal and the way to a new link', async () => {
    server.use(http.post('/api/users/verify-email', () => refusal('El enlace ha caducado.')));
    renderWithApp(() => <VerifyEmailPage token="old" />, { path: '/verify-email?token=old' });
    expect(await screen.findByText('El enlace ha caducado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reenviar código de activación' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
  });

  it('calls nothing without a token', async () => {
    const requests = recordRequests();
    renderWithApp(() => <VerifyEmailPage />, { path: '/verify-email' });
    expect(
      await screen.findByText('El enlace de confirmación es inválido o ha expirado.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('ResendVerificationPage', { timeout: 20_000 }, () => {
  it('gives the same answer whatever the e-mail', async () => {
    server.use(
      http.post('/api/users/resend-verification', () =>
        HttpResponse.json<MessageResponse>({ success: true, message: 'x' }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <ResendVerificationPage />, { path: '/resend-verification' });
    fireEvent.change(await screen.findByLabelText('Correo Electrónico'), {
      target: { value: 'nadie@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect(await screen.findByText(t(RESEND_ANSWER))).toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ email: 'nadie@example.com' });
  });
});
