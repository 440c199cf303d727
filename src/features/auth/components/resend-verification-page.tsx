import { Alert, Anchor, Center } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useResendVerification } from '../api/auth-api.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { EmailRequestForm } from './email-request-form.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

/**
 * The same answer whatever the e-mail, so the page never tells whether an account exists or is
 * already confirmed.
 */
export const RESEND_ANSWER = 'auth.resendAnswer' satisfies MessageKey;

export function ResendVerificationPage() {
  const t = useT();
  const request = useResendVerification();
  return (
    <AuthLayout>
      <AuthCard title={t('auth.resendCode')}>
        <EmailRequestForm
          request={request}
          submitLabel={t('auth.resendSubmit')}
          sentView={
            <Alert color="green" role="status">
              {t(RESEND_ANSWER)}
            </Alert>
          }
        />
      </AuthCard>
      <Center mt="md">
        <Anchor component={Link} to="/" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Center>
    </AuthLayout>
  );
}
