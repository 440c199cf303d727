import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OpenMatch } from '@/api/matches.ts';
import { PlayerLevelBadge } from '@/components/level-badge.tsx';
import { CANCEL_WINDOW_HOURS } from '@/domain/cancellation.ts';
import { levelRangeLabel } from '@/domain/matches.ts';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { formatDateTime, formatLongDate } from '@/lib/dates.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import {
  useCloseMatch,
  useLeaveMatch,
  useLeaveMatchQueue,
  useQueueForMatch,
} from '../api/matches.ts';
import { LevelRefusalAlert, type LevelRefusalCode } from './level-refusal.tsx';

const STATUS: Record<OpenMatch['status'], { label: string; color: string }> = {
  open: { label: 'Abierto', color: 'green' },
  full: { label: 'Completo', color: 'blue' },
  closed: { label: 'Cerrado', color: 'gray' },
  cancelled: { label: 'Cancelado', color: 'red' },
};

export function seatsText(left: number): string {
  if (left === 0) return 'Sin plazas libres';
  return left === 1 ? 'Queda 1 plaza' : `Quedan ${left} plazas`;
}

interface CardProps {
  match: OpenMatch;
  onJoin: () => void;
  /** The viewer's level does not fit: the seat and the seat list are offered disabled, with why. */
  levelRefusal?: LevelRefusalCode | null;
}

/** What the viewer may do: join, leave, queue, close. */
function MatchActions({ match, onJoin, levelRefusal }: CardProps) {
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
        Cerrar partido
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
        Dejar el partido
      </Button>
    );
  if (v.holdExpiresAt)
    return (
      <Group>
        <Text size="sm">{`Plaza reservada para ti hasta las ${formatDateTime(v.holdExpiresAt)}`}</Text>
        <Button
          onClick={onJoin}
        >{`Pagar mi plaza (${formatEurosInSpanish(match.seatPrice)})`}</Button>
      </Group>
    );
  if (v.queued)
    return (
      <Button variant="light" loading={unqueue.isPending} onClick={() => unqueue.mutate(match._id)}>
        Salir de la lista de espera
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
        Apuntarme a la lista de espera
      </Button>
    ) : (
      <Button disabled={refused} onClick={onJoin}>
        {`Unirme (${formatEurosInSpanish(match.seatPrice)})`}
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
  const status = STATUS[match.status];
  const title = `${match.court.type === 'padel' ? 'Pádel' : 'Tenis'} · ${match.court.name}`;
  return (
    <Card withBorder component="article" aria-label={`Partido: ${title}, ${match.timeBooked}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          <Badge color={status.color}>{status.label}</Badge>
        </Group>
        <Text size="sm">{`${formatLongDate(match.dateBooked)} · ${match.timeBooked}`}</Text>
        <Group gap="xs">
          <Badge variant="outline">{`Nivel: ${levelRangeLabel(match)}`}</Badge>
          <Text size="sm" fw={500}>
            {seatsText(match.seatsLeft)}
          </Text>
          <Text size="sm">{`Plaza: ${formatEurosInSpanish(match.seatPrice)}`}</Text>
        </Group>
        {match.note && (
          <Text size="sm" fs="italic">
            {match.note}
          </Text>
        )}
        <Group gap={4} aria-label="Jugadores">
          {match.players.map((p, i) => (
            <Group key={`${p._id}-${i}`} gap={2} wrap="nowrap">
              <UserAvatar image={p.image} name={p.name} size="sm" />
              <PlayerLevelBadge userId={p._id} sport={match.court.type} short />
            </Group>
          ))}
          <Text size="xs" c="dimmed" ml="xs">
            {`Organiza ${match.booker.name}`}
            {match.queueLength > 0 ? ` · ${match.queueLength} en lista de espera` : ''}
          </Text>
        </Group>
        <MatchActions match={match} onJoin={onJoin} levelRefusal={levelRefusal} />
      </Stack>
    </Card>
  );
}
