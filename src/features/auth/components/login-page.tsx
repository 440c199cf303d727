import { Alert, Anchor, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useSession } from '@/lib/session.tsx';
import { login } from '../api/auth-api.ts';
import { safeRedirectPath } from '../redirect.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { AuthLayout } from './auth-layout.tsx';

const WRONG_CREDENTIALS = 'Email o contraseña incorrectos.';
const LOGIN_FAILED = 'Ocurrió un error al intentar iniciar sesión.';

/** 'Iniciar Sesión': errors above the form, fields in error state, success to /home or `redirect`. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; unverified: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const answer = await login(email.trim(), password);
      if (answer.success && answer.user) {
        session.setUser(answer.user);
        await navigate({ href: safeRedirectPath(redirect) ?? '/home' });
        return;
      }
      setError({
        message: answer.message || WRONG_CREDENTIALS,
        unverified: answer.code === 'EMAIL_NOT_VERIFIED',
      });
    } catch {
      setError({ message: LOGIN_FAILED, unverified: false });
    }
    setSending(false);
  }

  return (
    <AuthLayout>
      <Title order={1} size="h2" ta="center" mb="md">
        Iniciar Sesión
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
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
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error !== null}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error !== null}
              aria-invalid={error !== null}
            />
            <OnlineButton type="submit" loading={sending} fullWidth>
              Iniciar Sesión
            </OnlineButton>
          </Stack>
        </form>
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
      </Paper>
    </AuthLayout>
  );
}
