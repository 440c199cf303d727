import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { refusalOf, verifyEmailQueryOptions } from '../api/auth-api.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { useT } from '@/i18n/react.tsx';

/** /verify-email?token=…: confirms the account through the API and says so. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const t = useT();
  return (
    <AuthLayout>
      <AuthCard title={t('auth.verifyTitle')}>
        {token ? <Confirmation token={token} /> : <Invalid message={t('auth.verifyLinkInvalid')} />}
      </AuthCard>
    </AuthLayout>
  );
}

function Confirmation({ token }: { token: string }) {
  const t = useT();
  const confirmation = useQuery(verifyEmailQueryOptions(token));
  if (confirmation.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('auth.verifying')} />
      </Center>
    );
  }
  if (confirmation.isError) {
    const refusal = refusalOf(confirmation.error);
    return (
      <Invalid
        message={
          refusal ? refusal.serverMessage || t('auth.verifyLinkInvalid') : t('auth.verifyFailed')
        }
      />
    );
  }
  return (
    <Stack>
      <Alert color="green" role="status">
        {t('auth.verified')}
      </Alert>
      <Anchor component={Link} to="/" ta="center">
        {t('auth.signIn')}
      </Anchor>
    </Stack>
  );
}

function Invalid({ message }: { message: string }) {
  const t = useT();
  return (
    <Stack>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/resend-verification">
          {t('auth.resendCode')}
        </Anchor>
      </Text>
    </Stack>
  );
}
