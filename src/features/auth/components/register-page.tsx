import { Anchor, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type FormEvent } from 'react';
import { OnlineButton } from '@/components/online-button.tsx';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { useFields } from '@/lib/use-fields.ts';
import { refusalOf, useRegister } from '../api/auth-api.ts';
import { AuthFormPage } from './auth-layout.tsx';

/** The spec's wait between a successful registration and the login page. */
export const REGISTER_REDIRECT_MS = 6000;

/**
 * The spec's texts for a failed registration; a server reason (e.g. a too short password) is
 * added after 'Error al registrar.' so the user knows what to fix.
 */
function registrationError(error: unknown): string {
  const refusal = refusalOf(error);
  if (!refusal) return 'Error al crear la cuenta. Inténtalo de nuevo.';
  const message = refusal.serverMessage;
  if (message === 'Email already exists') return 'El email ya está registrado.';
  return message ? `Error al registrar. ${message}` : 'Error al registrar.';
}

/** 'Registro': every field required; on success a toast, then / after 6 s. */
export function RegisterPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const { values, field } = useFields({ name: '', email: '', password: '', dob: '' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      dob: values.dob,
    };
    if (!payload.name || !payload.email || !payload.password || !payload.dob) {
      notifyError('Todos los campos son obligatorios.');
      return;
    }
    registration.mutate(payload, {
      onSuccess: () => {
        notifySuccess('Registro exitoso. Revisa tu correo para confirmar tu cuenta.');
        timer.current = setTimeout(() => void navigate({ to: '/' }), REGISTER_REDIRECT_MS);
      },
      onError: (error) => notifyError(registrationError(error)),
    });
  }

  return (
    <AuthFormPage
      title="Registro"
      onSubmit={submit}
      after={
        <Text size="sm" ta="center" mt="md">
          ¿Ya tienes una cuenta?{' '}
          <Anchor component={Link} to="/">
            Inicia sesión aquí
          </Anchor>
        </Text>
      }
    >
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
      <OnlineButton
        type="submit"
        loading={registration.isPending}
        disabled={registration.isSuccess}
        fullWidth
      >
        Registrarse
      </OnlineButton>
    </AuthFormPage>
  );
}
