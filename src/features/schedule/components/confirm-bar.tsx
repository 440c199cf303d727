import { Box, Button, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { ABOVE_OFFLINE_BANNER } from '@/components/offline-banner.tsx';
import { useT } from '@/i18n/react.tsx';
import { NEEDS_CONNECTION_KEY, useOnline } from '@/lib/online.ts';

/**
 * The button that opens a selected slot's confirmation ('Confirmar Reserva' on a court's
 * schedule, 'Reservar' on the club's day), fixed to the bottom on phones (above the offline
 * banner, never under it); offline it says on the screen why it does nothing.
 */
export function ConfirmBar({
  selected,
  onConfirm,
  label,
  summary,
}: {
  selected: boolean;
  onConfirm: () => void;
  label?: string;
  /** What is about to be booked, above the button. */
  summary?: ReactNode;
}) {
  const t = useT();
  const online = useOnline();
  return (
    <Box
      pos={{ base: 'fixed', sm: 'static' }}
      bottom={ABOVE_OFFLINE_BANNER}
      left={0}
      right={0}
      p={{ base: 'sm', sm: 0 }}
      bg={{ base: 'var(--mantine-color-body)', sm: 'transparent' }}
      style={{ zIndex: 100 }}
    >
      {!online && (
        <Text size="sm" c="dimmed" ta="center" mb="xs" role="note">
          {t('schedule.offlineAction')}
        </Text>
      )}
      {summary}
      <Tooltip label={t(NEEDS_CONNECTION_KEY)} disabled={online}>
        <Button
          fullWidth
          size="md"
          disabled={!selected}
          data-disabled={(!online && selected) || undefined}
          onClick={() => (online ? onConfirm() : undefined)}
        >
          {label ?? t('schedule.confirmBooking')}
        </Button>
      </Tooltip>
    </Box>
  );
}
