import { Alert, Anchor, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { resendVerification } from '../api/auth-api.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useEmailRequest } from './use-email-request.ts';

/**
 * The same answer whatever the e-mail, so the page never tells whether an account exists or is
 * already confirmed.
 */
export const RESEND_ANSWER =
  'Si el correo pertenece a una cuenta pendiente de confirmar, te hemos enviado un nuevo enlace de activación.';

export function ResendVerificationPage() {
  const { email, setEmail, sending, sent, submit } = useEmailRequest(resendVerification);

  return (
    <AuthLayout>
      <Title order={1} size="h2" ta="center" mb="md">
        Reenviar código de activación
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {sent ? (
          <Alert color="green" role="status">
            {RESEND_ANSWER}
          </Alert>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack>
              <TextInput
                label="Correo Electrónico"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <OnlineButton type="submit" loading={sending} fullWidth>
                Reenviar enlace
              </OnlineButton>
            </Stack>
          </form>
        )}
      </Paper>
      <Center mt="md">
        <Anchor component={Link} to="/" size="sm">
          Volver a iniciar sesión
        </Anchor>
      </Center>
    </AuthLayout>
  );
}
