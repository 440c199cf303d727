import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OpenMatch } from '@/api/matches.ts';
import { PlayerLevelBadge } from '@/components/level-badge.tsx';
import { CANCEL_WINDOW_HOURS } from '@/domain/cancellation.ts';
import { levelRangeLabel } from '@/domain/matches.ts';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { formatDateTime, formatLongDate } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT, type Translate } from '@/i18n/react.tsx';
import {
  useCloseMatch,
  useLeaveMatch,
  useLeaveMatchQueue,
  useQueueForMatch,
} from '../api/matches.ts';
import { LevelRefusalAlert, type LevelRefusalCode } from './level-refusal.tsx';

const STATUS: Record<OpenMatch['status'], { label: MessageKey; color: string }> = {
  open: { label: 'matches.statusOpen', color: 'green' },
  full: { label: 'matches.statusFull', color: 'blue' },
  closed: { label: 'matches.statusClosed', color: 'gray' },
  cancelled: { label: 'matches.statusCancelled', color: 'red' },
};

export function seatsText(t: Translate, left: number): string {
  return t('matches.seatsLeft', { count: left });
}

interface CardProps {
  match: OpenMatch;
  onJoin: () => void;
  /** The viewer's level does not fit: the seat and the seat list are offered disabled, with why. */
  levelRefusal?: LevelRefusalCode | null;
}

/** What the viewer may do: join, leave, queue, close. */
function MatchActions({ match, onJoin, levelRefusal }: CardProps) {
  const t = useT();
  const [now] = useState(() => Date.now());
  const leave = useLeaveMatch();
  const close = useCloseMatch();
  const queue = useQueueForMatch();
  const unqueue = useLeaveMatchQueue();
  const v = match.viewer;
  const leaveOpen = new Date(match.startsAt).getTime() - now >= CANCEL_WINDOW_HOURS * 3_600_000;
  if (match.status === 'closed' || match.status === 'cancelled') return null;
  if (v.isBooker)
    return (
      <Button
        variant="light"
        color="red"
        loading={close.isPending}
        onClick={() => close.mutate(match._id)}
      >
        {t('matches.closeMatch')}
      </Button>
    );
  if (v.joined)
    return (
      <Button
        variant="light"
        color="red"
        disabled={!leaveOpen}
        loading={leave.isPending}
        onClick={() => leave.mutate(match._id)}
      >
        {t('matches.leaveMatch')}
      </Button>
    );
  if (v.holdExpiresAt)
    return (
      <Group>
        <Text size="sm">
          {t('matches.seatHeldUntil', { time: formatDateTime(v.holdExpiresAt) })}
        </Text>
        <Button onClick={onJoin}>
          {t('matches.payMySeat', { amount: formatEuros(match.seatPrice) })}
        </Button>
      </Group>
    );
  if (v.queued)
    return (
      <Button variant="light" loading={unqueue.isPending} onClick={() => unqueue.mutate(match._id)}>
        {t('matches.leaveQueue')}
      </Button>
    );
  const refused = !!levelRefusal;
  const action =
    match.seatsLeft === 0 ? (
      <Button
        variant="light"
        disabled={refused}
        loading={queue.isPending}
        onClick={() => queue.mutate(match._id)}
      >
        {t('matches.joinQueue')}
      </Button>
    ) : (
      <Button disabled={refused} onClick={onJoin}>
        {t('matches.joinFor', { amount: formatEuros(match.seatPrice) })}
      </Button>
    );
  if (!levelRefusal) return action;
  return (
    <Stack gap="xs">
      <LevelRefusalAlert code={levelRefusal} />
      <Group>{action}</Group>
    </Stack>
  );
}

/** One open match: where and when, the level range, the seats left, who plays, what to do. */
export function MatchCard({ match, onJoin, levelRefusal = null }: CardProps) {
  const t = useT();
  const status = STATUS[match.status];
  const sport = match.court.type === 'padel' ? t('matches.sportPadel') : t('matches.sportTennis');
  const title = `${sport} · ${match.court.name}`;
  return (
    <Card
      withBorder
      component="article"
      aria-label={t('matches.cardLabel', { title, time: match.timeBooked })}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          <Badge color={status.color}>{t(status.label)}</Badge>
        </Group>
        <Text size="sm">{`${formatLongDate(match.dateBooked)} · ${match.timeBooked}`}</Text>
        <Group gap="xs">
          <Badge variant="outline">
            {t('matches.level', { range: t(levelRangeLabel(match)) })}
          </Badge>
          <Text size="sm" fw={500}>
            {seatsText(t, match.seatsLeft)}
          </Text>
          <Text size="sm">{t('matches.seatPrice', { amount: formatEuros(match.seatPrice) })}</Text>
        </Group>
        {match.note && (
          <Text size="sm" fs="italic">
            {match.note}
          </Text>
        )}
        <Group gap={4} aria-label={t('matches.players')}>
          {match.players.map((p, i) => (
            <Group key={`${p._id}-${i}`} gap={2} wrap="nowrap">
              <UserAvatar image={p.image} name={p.name} size="sm" />
              <PlayerLevelBadge userId={p._id} sport={match.court.type} short />
            </Group>
          ))}
          <Text size="xs" c="dimmed" ml="xs">
            {t('matches.organiser', { name: match.booker.name })}
            {match.queueLength > 0
              ? ` · ${t('matches.queueLength', { count: match.queueLength })}`
              : ''}
          </Text>
        </Group>
        <MatchActions match={match} onJoin={onJoin} levelRefusal={levelRefusal} />
      </Stack>
    </Card>
  );
}
