import { Alert, Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { OnlineButton } from '@/components/online-button.tsx';
import { FIRST_NAMESPACES, t } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';
import { LanguagePicker } from '@/components/language-picker.tsx';
import { useSessionUser } from '@/lib/session.tsx';
import { refusalOf, useLogin } from '../api/auth-api.ts';
import { loginReason, safeRedirectPath } from '../redirect.ts';
import { AuthFormPage } from './auth-layout.tsx';

interface LoginError {
  message: string;
  unverified: boolean;
}

/** The server's refusal, or the spec's texts for a refusal without message and for a failure. */
function loginError(error: unknown): LoginError {
  const refusal = refusalOf(error);
  if (!refusal) return { message: t('auth.loginFailed'), unverified: false };
  return {
    message: refusal.serverMessage || t('auth.wrongCredentials'),
    unverified: refusal.code === 'EMAIL_NOT_VERIFIED',
  };
}

/** The spec's links under the login form. */
function LoginLinks() {
  const t = useT();
  return (
    <Stack gap={4} mt="md" align="center">
      <Anchor component={Link} to="/register" size="sm">
        {t('auth.createAccount')}
      </Anchor>
      <Anchor component={Link} to="/reset" size="sm">
        {t('auth.forgotPassword')}
      </Anchor>
      <Anchor component={Link} to="/resend-verification" size="sm">
        {t('auth.resendCode')}
      </Anchor>
      {/* A visitor chooses the language before signing in; the account keeps it after. */}
      <LanguagePicker compact namespaces={FIRST_NAMESPACES} />
    </Stack>
  );
}

/** 'Iniciar Sesión': errors above the form, fields in error state, success to /home or `redirect`. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const t = useT();
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
    <AuthFormPage title={t('auth.loginTitle')} onSubmit={submit} after={<LoginLinks />}>
      {reason && (
        <Text ta="center" fw={500}>
          {t(reason)}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" title={t('auth.loginErrorTitle')}>
          <Text size="sm">{error.message}</Text>
          {error.unverified && (
            <Anchor component={Link} to="/resend-verification" size="sm">
              {t('auth.resendCode')}
            </Anchor>
          )}
        </Alert>
      )}
      <TextInput
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
        error={error !== null}
      />
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
        label={t('auth.password')}
        autoComplete="current-password"
        {...form.getInputProps('password')}
        error={error !== null}
        aria-invalid={error !== null}
      />
      <OnlineButton type="submit" loading={login.isPending} fullWidth>
        {t('auth.loginTitle')}
      </OnlineButton>
    </AuthFormPage>
  );
}
