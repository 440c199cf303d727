import { Alert, Anchor, Center } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useResendVerification } from '../api/auth-api.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { EmailRequestForm } from './email-request-form.tsx';

/**
 * The same answer whatever the e-mail, so the page never tells whether an account exists or is
 * already confirmed.
 */
export const RESEND_ANSWER =
  'Si el correo pertenece a una cuenta pendiente de confirmar, te hemos enviado un nuevo enlace de activación.';

export function ResendVerificationPage() {
  const request = useResendVerification();
  return (
    <AuthLayout>
      <AuthCard title="Reenviar código de activación">
        <EmailRequestForm
          request={request}
          submitLabel="Reenviar enlace"
          sentView={
            <Alert color="green" role="status">
              {RESEND_ANSWER}
            </Alert>
          }
        />
      </AuthCard>
      <Center mt="md">
        <Anchor component={Link} to="/" size="sm">
          Volver a iniciar sesión
        </Anchor>
      </Center>
    </AuthLayout>
  );
}
