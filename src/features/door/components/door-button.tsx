import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '@/i18n/react.tsx';
import { useUnlockDoor } from '../api/door.ts';
import {
  forgetOutcome,
  handleSessionLost,
  pressState,
  subscribePress,
  UNLOCK_FAILURE,
  UNLOCK_SUCCESS,
} from '../press.ts';

export { UNLOCK_FAILURE, UNLOCK_SUCCESS } from '../press.ts';

/**
 * 'Abrir puerta' and what came of the press: the one door button of `/unlock` and 'Mi acceso'.
 * Only a press sends the request, once; `onPressed` runs after every answer. What it shows is
 * the page's one press (../press.ts), so a press the early page (src/door-early.ts) sent before
 * this took over shows its spinner and its answer here, without being sent again.
 */
export function DoorButton({
  onSessionLost,
  onPressed,
}: {
  onSessionLost: () => void;
  onPressed?: () => void;
}) {
  const t = useT();
  const unlock = useUnlockDoor();
  const { pending, outcome } = useSyncExternalStore(subscribePress, pressState, pressState);

  useEffect(() => {
    handleSessionLost(onSessionLost);
    return () => handleSessionLost(null);
  }, [onSessionLost]);
  // Not on mount: the answer to a press of the early page is still to be shown when this mounts.
  useEffect(() => forgetOutcome, []);

  const press = () => unlock.mutate(undefined, { onSettled: () => onPressed?.() });

  return (
    <>
      {pending ? (
        <Center h={72}>
          <Loader size="lg" aria-label={t('door.opening')} />
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
          {t('door.open')}
        </Button>
      )}
      {outcome?.kind === 'opened' && (
        <Alert color="green" w="100%" role="status" title={t(UNLOCK_SUCCESS)} />
      )}
      {outcome?.kind === 'failed' && (
        <Alert color="red" w="100%" role="alert" title={t(UNLOCK_FAILURE)}>
          {outcome.reason &&
            ('text' in outcome.reason ? outcome.reason.text : t(outcome.reason.key))}
        </Alert>
      )}
    </>
  );
}
