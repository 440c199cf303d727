import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { verifyEmailQueryOptions } from '../api/auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

const INVALID_LINK = 'El enlace de confirmación es inválido o ha expirado.';

/** /verify-email?token=…: confirms the account through the API and says so. */
export function VerifyEmailPage({ token }: { token?: string }) {
  return (
    <AuthLayout>
      <Title order={1} size="h2" ta="center" mb="md">
        Confirmar correo
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {token ? <Confirmation token={token} /> : <Invalid message={INVALID_LINK} />}
      </Paper>
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
    return <Invalid message="No se pudo confirmar el correo. Inténtalo de nuevo más tarde." />;
  }
  if (!confirmation.data.success) {
    return <Invalid message={confirmation.data.message || INVALID_LINK} />;
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
