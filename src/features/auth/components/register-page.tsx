import { Anchor, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { register } from '../api/auth-api.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** The spec's wait between a successful registration and the login page. */
export const REGISTER_REDIRECT_MS = 6000;

/**
 * The spec's texts for a refused registration; a server reason (e.g. a too short password) is
 * added after 'Error al registrar.' so the user knows what to fix.
 */
function registrationError(message: string | undefined): string {
  if (message === 'Email already exists') return 'El email ya está registrado.';
  return message ? `Error al registrar. ${message}` : 'Error al registrar.';
}

const EMPTY = { name: '', email: '', password: '', dob: '' };

/** 'Registro': every field required; on success a toast, then / after 6 s. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = {
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      dob: form.dob,
    };
    if (!payload.name || !payload.email || !payload.password || !payload.dob) {
      notifications.show({ color: 'red', message: 'Todos los campos son obligatorios.' });
      return;
    }
    setSending(true);
    try {
      const answer = await register(payload);
      if (answer.success) {
        notifications.show({
          color: 'green',
          message: 'Registro exitoso. Revisa tu correo para confirmar tu cuenta.',
        });
        setDone(true);
        timer.current = setTimeout(() => void navigate({ to: '/' }), REGISTER_REDIRECT_MS);
        return;
      }
      notifications.show({ color: 'red', message: registrationError(answer.message) });
    } catch {
      notifications.show({
        color: 'red',
        message: 'Error al crear la cuenta. Inténtalo de nuevo.',
      });
    }
    setSending(false);
  }

  return (
    <AuthLayout>
      <Title order={1} size="h2" ta="center" mb="md">
        Registro
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <TextInput label="Nombre" autoComplete="name" withAsterisk {...field('name')} />
            <TextInput
              label="Correo Electrónico"
              type="email"
              autoComplete="email"
              withAsterisk
              {...field('email')}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="new-password"
              withAsterisk
              {...field('password')}
            />
            <TextInput label="Fecha de Nacimiento" type="date" withAsterisk {...field('dob')} />
            <OnlineButton type="submit" loading={sending} disabled={done} fullWidth>
              Registrarse
            </OnlineButton>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="md">
          ¿Ya tienes una cuenta?{' '}
          <Anchor component={Link} to="/">
            Inicia sesión aquí
          </Anchor>
        </Text>
      </Paper>
    </AuthLayout>
  );
}
