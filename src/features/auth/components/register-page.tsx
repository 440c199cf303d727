import { Anchor, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useEffect, useRef, type FormEvent } from 'react';
import { OnlineButton } from '@/components/online-button.tsx';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { refusalOf, useRegister } from '../api/auth-api.ts';
import { AuthFormPage } from './auth-layout.tsx';
import { DateField } from '@/components/date-field.tsx';

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
  const form = useForm({ initialValues: { name: '', email: '', password: '', dob: '' } });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Wrapped at the submit event, not while rendering: the handler sets the redirect's timer ref.
  const send = (values: typeof form.values) => {
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
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.onSubmit(send)(event);

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
      <TextInput label="Nombre" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
      <TextInput
        label="Correo Electrónico"
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Contraseña"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
      <DateField label="Fecha de Nacimiento" withAsterisk {...form.getInputProps('dob')} />
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
