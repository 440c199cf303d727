import {
  Alert,
  Anchor,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { requestPasswordReset, resetTokenQueryOptions, setNewPassword } from '../api/auth-api.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useEmailRequest } from './use-email-request.ts';

/** The spec's wait between a successful password update and the login page. */
export const RESET_REDIRECT_MS = 2000;

/** Password reset: the request form without a token, the new-password form with one. */
export function ResetPage({ token }: { token?: string }) {
  return (
    <AuthLayout>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Center mt="md">
        <Anchor component={Link} to="/" size="sm">
          Cancelar
        </Anchor>
      </Center>
    </AuthLayout>
  );
}

function RequestLinkForm() {
  const { email, setEmail, sending, sent, submit } = useEmailRequest(
    requestPasswordReset,
    (answer) => notifications.show({ color: 'green', message: answer.message || 'Email enviado' }),
  );

  return (
    <>
      <Title order={1} size="h2" ta="center" mb="md">
        Recuperar Contraseña
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            {sent ? (
              <Text role="status">Revisa tu correo para el enlace de recuperación.</Text>
            ) : (
              <>
                <TextInput
                  label="Correo Electrónico"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <OnlineButton type="submit" loading={sending} fullWidth>
                  Enviar Enlace de Recuperación
                </OnlineButton>
              </>
            )}
          </Stack>
        </form>
      </Paper>
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const check = useQuery(resetTokenQueryOptions(token));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The spec: a mismatch (or nothing typed) silently does nothing.
    if (!password || password !== confirmation) return;
    setSending(true);
    try {
      const answer = await setNewPassword(token, password);
      if (answer.success) {
        notifications.show({ color: 'green', message: answer.message || 'Contraseña actualizada' });
        setDone(true);
        timer.current = setTimeout(() => void navigate({ to: '/' }), RESET_REDIRECT_MS);
        return;
      }
      notifications.show({
        color: 'red',
        message: answer.message || 'Error al actualizar contraseña',
      });
    } catch {
      notifications.show({ color: 'red', message: 'Error al actualizar contraseña' });
    }
    setSending(false);
  }

  let body;
  if (check.isPending) {
    body = (
      <Center py="md">
        <Loader aria-label="Comprobando el enlace" />
      </Center>
    );
  } else if (check.isError || !check.data.success) {
    body = (
      <Alert color="red" role="alert">
        El enlace de recuperación es inválido o ha expirado.
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <PasswordInput
            label="Nueva Contraseña"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label="Confirmar Nueva Contraseña"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
          />
          <OnlineButton type="submit" loading={sending} disabled={done} fullWidth>
            Actualizar Contraseña
          </OnlineButton>
        </Stack>
      </form>
    );
  }

  return (
    <>
      <Title order={1} size="h2" ta="center" mb="md">
        Restablecer Contraseña
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {body}
      </Paper>
    </>
  );
}
