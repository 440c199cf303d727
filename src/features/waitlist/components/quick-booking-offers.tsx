import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { QuickBookingResponse } from '@/api/waitlist.ts';
import { useT } from '@/i18n/react.tsx';

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
  const t = useT();
  return (
    <Alert color="orange" title={answer.message} role="status">
      <Stack gap="xs">
        {answer.alternatives.length > 0 && (
          <>
            <Text size="sm">{t('waitlist.nearestFree')}</Text>
            <Group gap="xs">
              {answer.alternatives.map((time) => (
                <Button
                  key={time}
                  size="xs"
                  variant="light"
                  disabled={busy}
                  onClick={() => onTime(time)}
                >
                  {t('waitlist.bookAt', { time })}
                </Button>
              ))}
            </Group>
          </>
        )}
        {answer.waitlist && (
          <Button size="xs" variant="outline" loading={joining} onClick={onJoin}>
            {t('waitlist.joinCourt', {
              court: answer.waitlist.courtName,
              slots: answer.waitlist.timeBooked.join(', '),
            })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
