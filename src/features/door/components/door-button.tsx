import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '@/lib/failures.ts';
import { ApiError } from '@/lib/http.ts';
import { isOnline } from '@/lib/online.ts';
import { UNLOCK_OFFLINE_REASON, useUnlockDoor } from '../api/door.ts';

export const UNLOCK_SUCCESS = 'Puerta abierta. Quizas tengas que esperar unos segundos.';
export const UNLOCK_FAILURE = 'No se pudo abrir la puerta. Inténtalo de nuevo.';

type Outcome = { kind: 'success' } | { kind: 'failure'; reason: string | null } | null;

/** Why the door did not open: offline, the server's reason, or no answer from the club. */
function failureReason(error: unknown): string | null {
  // No answer while offline: the connection dropped while the request was on its way.
  const unexpected = isOnline() ? 'No se pudo contactar con el club.' : UNLOCK_OFFLINE_REASON;
  return failureMessage(error, { fallback: '', unexpected }) || null;
}

/**
 * 'Abrir puerta' and what came of the press: the one door button of `/unlock` and 'Mi acceso'.
 * Only a press sends the request, once; `onPressed` runs after every answer.
 */
export function DoorButton({
  onSessionLost,
  onPressed,
}: {
  onSessionLost: () => void;
  onPressed?: () => void;
}) {
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
      onSettled: () => onPressed?.(),
    });
  };

  return (
    <>
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
    </>
  );
}
