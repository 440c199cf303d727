import { Alert, Anchor, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useEffect, useRef, type FormEvent } from 'react';
import { OnlineButton } from '@/components/online-button.tsx';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import {
  refusalOf,
  resetTokenQueryOptions,
  useRequestPasswordReset,
  useSetNewPassword,
} from '../api/auth-api.ts';
import { useT } from '@/i18n/react.tsx';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { EmailRequestForm } from './email-request-form.tsx';

/** The spec's wait between a successful password update and the login page. */
export const RESET_REDIRECT_MS = 2000;

/** Password reset: the request form without a token, the new-password form with one. */
export function ResetPage({ token }: { token?: string }) {
  const t = useT();
  return (
    <AuthLayout>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Center mt="md">
        <Anchor component={Link} to="/" size="sm">
          {t('common.cancel')}
        </Anchor>
      </Center>
    </AuthLayout>
  );
}

function RequestLinkForm() {
  const t = useT();
  const request = useRequestPasswordReset();
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <EmailRequestForm
        request={request}
        submitLabel={t('auth.resetSubmit')}
        sentView={<Text role="status">{t('auth.resetSent')}</Text>}
        onAccepted={(answer) => notifySuccess(answer.message || t('auth.emailSent'))}
      />
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const check = useQuery(resetTokenQueryOptions(token));
  const update = useSetNewPassword();
  const form = useForm({ initialValues: { password: '', confirmation: '' } });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Wrapped at the submit event, not while rendering: the handler sets the redirect's timer ref.
  const send = ({ password, confirmation }: typeof form.values) => {
    // The spec: a mismatch (or nothing typed) silently does nothing.
    if (!password || password !== confirmation) return;
    update.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || t('auth.passwordUpdated'));
          timer.current = setTimeout(() => void navigate({ to: '/' }), RESET_REDIRECT_MS);
        },
        onError: (error) =>
          notifyError(refusalOf(error)?.serverMessage || t('auth.passwordUpdateFailed')),
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.onSubmit(send)(event);

  let body;
  if (check.isPending) {
    body = (
      <Center py="md">
        <Loader aria-label={t('auth.checkingLink')} />
      </Center>
    );
  } else if (check.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('auth.resetLinkInvalid')}
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
            label={t('auth.newPassword')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
            label={t('auth.confirmNewPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmation')}
          />
          <OnlineButton
            type="submit"
            loading={update.isPending}
            disabled={update.isSuccess}
            fullWidth
          >
            {t('auth.updatePassword')}
          </OnlineButton>
        </Stack>
      </form>
    );
  }

  return <AuthCard title={t('auth.newPasswordTitle')}>{body}</AuthCard>;
}
