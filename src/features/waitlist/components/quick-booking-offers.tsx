import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { QuickBookingResponse } from '@/api/waitlist.ts';
import { JOIN_LABEL } from './join-waitlist-button.tsx';

/** When no court was free: the nearest free times (one tap books one) and the waitlist. */
export function QuickBookingOffers({
  answer,
  onTime,
  onJoin,
  busy,
  joining,
}: {
  answer: QuickBookingResponse;
  onTime: (time: string) => void;
  onJoin: () => void;
  busy: boolean;
  joining: boolean;
}) {
  return (
    <Alert color="orange" title={answer.message} role="status">
      <Stack gap="xs">
        {answer.alternatives.length > 0 && (
          <>
            <Text size="sm">Horas libres más cercanas:</Text>
            <Group gap="xs">
              {answer.alternatives.map((time) => (
                <Button
                  key={time}
                  size="xs"
                  variant="light"
                  disabled={busy}
                  onClick={() => onTime(time)}
                >
                  {`Reservar a las ${time}`}
                </Button>
              ))}
            </Group>
          </>
        )}
        {answer.waitlist && (
          <Button size="xs" variant="outline" loading={joining} onClick={onJoin}>
            {`${JOIN_LABEL} (${answer.waitlist.courtName}, ${answer.waitlist.timeBooked.join(', ')})`}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
