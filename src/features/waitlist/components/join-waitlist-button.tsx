import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { myWaitlistQueryOptions, useJoinWaitlist } from '../api/waitlist.ts';

export interface WaitlistSlotProps {
  courtId: string;
  date: string;
  slot: string;
}

export const JOIN_LABEL = 'Avísame si se libera';
export const IN_LINE_LABEL = 'Estás en la lista de espera';

/**
 * Beside a taken ('Ocupado') slot of the schedule: join its waitlist; once in line, says so.
 * The schedule gets it from its route as a slot (features never import each other).
 */
export function JoinWaitlistButton({ courtId, date, slot }: WaitlistSlotProps) {
  const mine = useQuery(myWaitlistQueryOptions());
  const join = useJoinWaitlist();
  const inLine = (mine.data ?? []).some(
    (e) => e.courtId === courtId && e.dateBooked === date && e.slots.includes(slot),
  );
  const label = inLine ? `${IN_LINE_LABEL} (${slot})` : `${JOIN_LABEL} (${slot})`;
  return (
    <Tooltip label={inLine ? IN_LINE_LABEL : JOIN_LABEL}>
      <ActionIcon
        size={44}
        variant={inLine ? 'filled' : 'light'}
        aria-label={label}
        aria-pressed={inLine}
        loading={join.isPending}
        onClick={() =>
          inLine ? undefined : join.mutate({ courtId, dateBooked: date, timeBooked: [slot] })
        }
      >
        {inLine ? <IconBellRinging size={20} /> : <IconBell size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
