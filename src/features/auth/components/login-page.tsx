import { Alert, Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { OnlineButton } from '@/components/online-button.tsx';
import { useSessionUser } from '@/lib/session.tsx';
import { refusalOf, useLogin } from '../api/auth-api.ts';
import { loginReason, safeRedirectPath } from '../redirect.ts';
import { AuthFormPage } from './auth-layout.tsx';

const WRONG_CREDENTIALS = 'Email o contraseña incorrectos.';
const LOGIN_FAILED = 'Ocurrió un error al intentar iniciar sesión.';

interface LoginError {
  message: string;
  unverified: boolean;
}

/** The server's refusal, or the spec's texts for a refusal without message and for a failure. */
function loginError(error: unknown): LoginError {
  const refusal = refusalOf(error);
  if (!refusal) return { message: LOGIN_FAILED, unverified: false };
  return {
    message: refusal.serverMessage || WRONG_CREDENTIALS,
    unverified: refusal.code === 'EMAIL_NOT_VERIFIED',
  };
}

/** The spec's links under the login form. */
function LoginLinks() {
  return (
    <Stack gap={4} mt="md" align="center">
      <Anchor component={Link} to="/register" size="sm">
        Crear una cuenta
      </Anchor>
      <Anchor component={Link} to="/reset" size="sm">
        ¿Olvidaste tu contraseña?
      </Anchor>
      <Anchor component={Link} to="/resend-verification" size="sm">
        Reenviar código de activación
      </Anchor>
    </Stack>
  );
}

/** 'Iniciar Sesión': errors above the form, fields in error state, success to /home or `redirect`. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ initialValues: { email: '', password: '' } });
  const [error, setError] = useState<LoginError | null>(null);
  const reason = loginReason(redirect);
  const user = useSessionUser();
  const next = safeRedirectPath(redirect) ?? '/home';

  // Signed in, by this form or by the start-up check (a device with nothing stored is shown the
  // login at once, before the server has said whether its cookie holds a session): on.
  useEffect(() => {
    if (user) void navigate({ href: next });
  }, [user, next, navigate]);

  const submit = form.onSubmit(({ email, password }) => {
    setError(null);
    login.mutate(
      { email: email.trim(), password },
      { onError: (failure) => setError(loginError(failure)) },
    );
  });

  return (
    <AuthFormPage title="Iniciar Sesión" onSubmit={submit} after={<LoginLinks />}>
      {reason && (
        <Text ta="center" fw={500}>
          {reason}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" title="No se pudo iniciar sesión">
          <Text size="sm">{error.message}</Text>
          {error.unverified && (
            <Anchor component={Link} to="/resend-verification" size="sm">
              Reenviar código de activación
            </Anchor>
          )}
        </Alert>
      )}
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
        error={error !== null}
      />
      <PasswordInput
        label="Contraseña"
        autoComplete="current-password"
        {...form.getInputProps('password')}
        error={error !== null}
        aria-invalid={error !== null}
      />
      <OnlineButton type="submit" loading={login.isPending} fullWidth>
        Iniciar Sesión
      </OnlineButton>
    </AuthFormPage>
  );
}
