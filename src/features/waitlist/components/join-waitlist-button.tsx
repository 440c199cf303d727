import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/react.tsx';
import { myWaitlistQueryOptions, useJoinWaitlist } from '../api/waitlist.ts';

export interface WaitlistSlotProps {
  courtId: string;
  date: string;
  slot: string;
}

/**
 * Beside a taken ('Ocupado') slot of the schedule: join its waitlist; once in line, says so.
 * The schedule gets it from its route as a slot (features never import each other).
 */
export function JoinWaitlistButton({ courtId, date, slot }: WaitlistSlotProps) {
  const t = useT();
  const mine = useQuery(myWaitlistQueryOptions());
  const join = useJoinWaitlist();
  const inLine = (mine.data ?? []).some(
    (e) => e.courtId === courtId && e.dateBooked === date && e.slots.includes(slot),
  );
  const label = t(inLine ? 'waitlist.inLineSlot' : 'waitlist.joinSlot', { slot });
  return (
    <Tooltip label={t(inLine ? 'waitlist.inLine' : 'waitlist.join')}>
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
