import { Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { OnlineButton } from '@/components/online-button.tsx';
import { notifyError } from '@/lib/feedback.tsx';
import { refusalOf, type ApiAnswer } from '../api/auth-api.ts';
import { useT } from '@/i18n/react.tsx';

/**
 * A form that asks the server to mail a link (password reset, new activation link): the e-mail
 * and its button, replaced by `sentView` once the request is accepted. A refusal shows the
 * server's message, or the spec's 'Error al enviar email'.
 */
export function EmailRequestForm({
  request,
  submitLabel,
  sentView,
  onAccepted,
}: {
  request: UseMutationResult<ApiAnswer, Error, string>;
  submitLabel: string;
  sentView: ReactNode;
  onAccepted?: (answer: ApiAnswer) => void;
}) {
  const t = useT();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    request.mutate(email.trim(), {
      onSuccess: onAccepted,
      onError: (error) => notifyError(refusalOf(error)?.serverMessage || t('auth.sendEmailFailed')),
    });
  }

  if (request.isSuccess) return sentView;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('auth.emailLong')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <OnlineButton type="submit" loading={request.isPending} fullWidth>
          {submitLabel}
        </OnlineButton>
      </Stack>
    </form>
  );
}
