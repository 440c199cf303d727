import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { refusalOf, verifyEmailQueryOptions } from '../api/auth-api.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';

const INVALID_LINK = 'El enlace de confirmación es inválido o ha expirado.';

/** /verify-email?token=…: confirms the account through the API and says so. */
export function VerifyEmailPage({ token }: { token?: string }) {
  return (
    <AuthLayout>
      <AuthCard title="Confirmar correo">
        {token ? <Confirmation token={token} /> : <Invalid message={INVALID_LINK} />}
      </AuthCard>
    </AuthLayout>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirmation = useQuery(verifyEmailQueryOptions(token));
  if (confirmation.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Confirmando tu correo" />
      </Center>
    );
  }
  if (confirmation.isError) {
    const refusal = refusalOf(confirmation.error);
    return (
      <Invalid
        message={
          refusal
            ? refusal.serverMessage || INVALID_LINK
            : 'No se pudo confirmar el correo. Inténtalo de nuevo más tarde.'
        }
      />
    );
  }
  return (
    <Stack>
      <Alert color="green" role="status">
        Tu correo ha sido confirmado. Ya puedes iniciar sesión.
      </Alert>
      <Anchor component={Link} to="/" ta="center">
        Iniciar sesión
      </Anchor>
    </Stack>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <Stack>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/resend-verification">
          Reenviar código de activación
        </Anchor>
      </Text>
    </Stack>
  );
}
