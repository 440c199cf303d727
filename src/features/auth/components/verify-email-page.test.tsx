import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '#tests/helpers/render.tsx';
import { RESEND_ANSWER, ResendVerificationPage } from './resend-verification-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

describe('VerifyEmailPage', { timeout: 20_000 }, () => {
  it('confirms the token once and offers the login', async () => {
    const calls = mockApi({ 'POST users/verify-email': () => Response.json({ success: true }) });
    renderWithApp(() => <VerifyEmailPage token="abc" />, { path: '/verify-email?token=abc' });
    expect(
      await screen.findByText('Tu correo ha sido confirmado. Ya puedes iniciar sesión.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ token: 'abc' });
  });

  it('shows the refusal and the way to a new link', async () => {
    mockApi({
      'POST users/verify-email': () =>
        Response.json({ success: false, message: 'El enlace ha caducado.' }, { status: 400 }),
    });
    renderWithApp(() => <VerifyEmailPage token="old" />, { path: '/verify-email?token=old' });
    expect(await screen.findByText('El enlace ha caducado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reenviar código de activación' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
  });

  it('calls nothing without a token', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(() => <VerifyEmailPage />, { path: '/verify-email' });
    expect(
      await screen.findByText('El enlace de confirmación es inválido o ha expirado.'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('ResendVerificationPage', { timeout: 20_000 }, () => {
  it('gives the same answer whatever the e-mail', async () => {
    const calls = mockApi({
      'POST users/resend-verification': () => Response.json({ success: true, message: 'x' }),
    });
    renderWithApp(() => <ResendVerificationPage />, { path: '/resend-verification' });
    fireEvent.change(await screen.findByLabelText('Correo Electrónico'), {
      target: { value: 'nadie@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect(await screen.findByText(RESEND_ANSWER)).toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ email: 'nadie@example.com' });
  });
});
