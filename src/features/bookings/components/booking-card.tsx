import { Avatar, Badge, Card, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { usePlayerLevel } from '@/components/level-badge.tsx';
import { DEFAULT_AVATAR } from '@/components/user-avatar.tsx';
import type { CourtType } from '@/domain/courts.ts';
import { formatLevel } from '@/domain/levels.ts';
import { useT, type Translate } from '@/i18n/react.tsx';
import { paymentChip } from '../api/booking-list.ts';
import { formatLongDate } from '@/lib/dates.ts';

/** The tooltip of a player's avatar: a member's name (or 'Socio'), 'Invitado' for anyone else. */
function playerTooltip(player: BookingPlayer, t: Translate): string {
  return player.isMember ? player.memberId?.name || t('bookings.member') : t('bookings.guest');
}

function PlayerAvatar({ player, sport }: { player: BookingPlayer; sport: CourtType }) {
  const t = useT();
  const level = usePlayerLevel(player.memberId?._id, sport);
  const name = playerTooltip(player, t);
  const label = level
    ? t('bookings.playerWithLevel', { name, level: formatLevel(level.level) })
    : name;
  const avatar = player.isMember ? (
    <Avatar src={player.memberId?.image || DEFAULT_AVATAR} alt={label} radius="xl" size="sm" />
  ) : (
    <Avatar radius="xl" size="sm" aria-label={label} role="img">
      <IconUser size={16} />
    </Avatar>
  );
  return (
    <Tooltip label={label} withArrow>
      {level ? (
        <Indicator
          inline
          size={16}
          position="bottom-center"
          color="grape"
          label={formatLevel(level.level)}
          data-testid="avatar-level"
        >
          {avatar}
        </Indicator>
      ) : (
        avatar
      )}
    </Tooltip>
  );
}

/** A booking in 'Mis Reservas': court, date, time, the payment chip and the players; opens the detail. */
export function BookingCard({ booking }: { booking: Booking }) {
  const t = useT();
  const chip = paymentChip(booking.paymentStatus);
  const title = `${booking.courtId.type.toUpperCase()} - ${booking.courtId.name}`;
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={`/bookings/${booking._id}`}
      data-testid="booking-card"
      h="100%"
    >
      <Stack gap={6}>
        <Text fw={600}>{title}</Text>
        <Text size="sm">{formatLongDate(booking.dateBooked)}</Text>
        <Text size="sm">{t('bookings.time', { time: booking.timeBooked })}</Text>
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Badge color={chip.color} variant="light">
            {t(chip.label)}
          </Badge>
          <Avatar.Group spacing="xs">
            {booking.players.map((player) => (
              <PlayerAvatar key={player.index} player={player} sport={booking.courtId.type} />
            ))}
          </Avatar.Group>
        </Group>
      </Stack>
    </Card>
  );
}
