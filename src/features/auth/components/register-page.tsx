import { Anchor, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useEffect, useRef, type FormEvent } from 'react';
import { OnlineButton } from '@/components/online-button.tsx';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { refusalOf, useRegister } from '../api/auth-api.ts';
import { AuthFormPage } from './auth-layout.tsx';
import { DateField } from '@/components/date-field.tsx';
import { t } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

/** The spec's wait between a successful registration and the login page. */
export const REGISTER_REDIRECT_MS = 6000;

/**
 * The spec's texts for a failed registration; a server reason (e.g. a too short password) is
 * added after 'Error al registrar.' so the user knows what to fix.
 */
function registrationError(error: unknown): string {
  const refusal = refusalOf(error);
  if (!refusal) return t('auth.registerFailed');
  // A taken e-mail is known by its code (the spec's text in the language shown).
  if (refusal.code === 'EMAIL_TAKEN') return t('auth.emailTaken');
  const message = refusal.serverMessage;
  return message ? t('auth.registerErrorWith', { reason: message }) : t('auth.registerError');
}

/** 'Registro': every field required; on success a toast, then / after 6 s. */
export function RegisterPage() {
  const t = useT();
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
      notifyError(t('auth.allRequired'));
      return;
    }
    registration.mutate(payload, {
      onSuccess: () => {
        notifySuccess(t('auth.registered'));
        timer.current = setTimeout(() => void navigate({ to: '/' }), REGISTER_REDIRECT_MS);
      },
      onError: (error) => notifyError(registrationError(error)),
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.onSubmit(send)(event);

  return (
    <AuthFormPage
      title={t('auth.registerTitle')}
      onSubmit={submit}
      after={
        <Text size="sm" ta="center" mt="md">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to="/">
            {t('auth.loginHere')}
          </Anchor>
        </Text>
      }
    >
      <TextInput
        label={t('auth.name')}
        autoComplete="name"
        withAsterisk
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('auth.emailLong')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
        label={t('auth.password')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
      <DateField label={t('auth.birthDate')} withAsterisk {...form.getInputProps('dob')} />
      <OnlineButton
        type="submit"
        loading={registration.isPending}
        disabled={registration.isSuccess}
        fullWidth
      >
        {t('auth.registerSubmit')}
      </OnlineButton>
    </AuthFormPage>
  );
}
