import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDoor, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '@/lib/failures.ts';
import { ApiError } from '@/lib/http.ts';
import { isOnline } from '@/lib/online.ts';
import { UNLOCK_OFFLINE_REASON, useUnlockDoor } from '../api/door.ts';

export const UNLOCK_SUCCESS = 'Puerta abierta. Quizas tengas que esperar unos segundos.';
export const UNLOCK_FAILURE = 'No se pudo abrir la puerta. Inténtalo de nuevo.';
export { UNLOCK_OFFLINE_REASON };

type Outcome = { kind: 'success' } | { kind: 'failure'; reason: string | null } | null;

/** Why the door did not open: offline, the server's reason, or no answer from the club. */
function failureReason(error: unknown): string | null {
  // No answer while offline: the connection dropped while the request was on its way.
  const unexpected = isOnline() ? 'No se pudo contactar con el club.' : UNLOCK_OFFLINE_REASON;
  return failureMessage(error, { fallback: '', unexpected }) || null;
}

/**
 * The door screen. Nothing happens on opening it (also from the home-screen shortcut): only a
 * press of 'Abrir puerta' sends the request, once.
 */
export function UnlockPage({ onSessionLost }: { onSessionLost: () => void }) {
  const unlock = useUnlockDoor();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const press = () => {
    setOutcome(null);
    unlock.mutate(undefined, {
      onSuccess: () => setOutcome({ kind: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onSessionLost();
        else setOutcome({ kind: 'failure', reason: failureReason(error) });
      },
    });
  };

  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="lg" maw={420} w="100%">
        <IconDoor size={56} stroke={1.5} aria-hidden />
        <Title order={1} size="h2" ta="center">
          Acceso a la puerta
        </Title>
        <Text c="dimmed" ta="center">
          Pulsa el botón solo cuando estés frente a la puerta.
        </Text>
        {unlock.isPending ? (
          <Center h={72}>
            <Loader size="lg" aria-label="Abriendo la puerta" />
          </Center>
        ) : (
          <Button
            size="xl"
            h={72}
            fullWidth
            radius="xl"
            leftSection={<IconLockOpen size={28} aria-hidden />}
            onClick={press}
          >
            Abrir puerta
          </Button>
        )}
        {outcome?.kind === 'success' && (
          <Alert color="green" w="100%" role="status" title={UNLOCK_SUCCESS} />
        )}
        {outcome?.kind === 'failure' && (
          <Alert color="red" w="100%" role="alert" title={UNLOCK_FAILURE}>
            {outcome.reason}
          </Alert>
        )}
      </Stack>
    </Center>
  );
}
