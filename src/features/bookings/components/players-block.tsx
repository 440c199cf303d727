import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconMail, IconPlus } from '@tabler/icons-react';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { MAX_PLAYERS } from '@/domain/players.ts';
import {
  canChangePlayers,
  canCreatePaymentLink,
  canPayPart,
  canRemovePlayer,
  type RuleCheck,
} from '@/domain/booking-payments.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { PlayerLevelBadge } from '@/components/level-badge.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { isMemberRole } from '@/domain/roles.ts';
import { useT } from '@/i18n/react.tsx';
import { formatLongDate } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';
import {
  mailtoHref,
  paymentLinkText,
  playerName,
  toDetailBooking,
  whatsappHref,
  type DetailActor,
} from '../api/detail-rules.ts';
import { Explained, StatusBadge } from './booking-details-block.tsx';
import { t } from '@/i18n/index.ts';

export interface PlayerActions {
  onPay: (player: BookingPlayer) => void;
  onCreateLink: (player: BookingPlayer) => void;
  onCopyLink: (url: string) => void;
  onRemove: (player: BookingPlayer) => void;
  onAdd: () => void;
  busy: boolean;
}

interface PlayersBlockProps extends PlayerActions {
  booking: Booking;
  actor: DetailActor;
  now: Date;
}

/** Shown enabled when allowed, disabled with the reason while only the start time is missing. */
function visible(check: RuleCheck): { show: boolean; reason: string | null } {
  if (check.ok) return { show: true, reason: null };
  return check.code === 'notOpen'
    ? { show: true, reason: t(check.message) }
    : { show: false, reason: null };
}

function LinkShare({
  booking,
  player,
  onCopy,
}: {
  booking: Booking;
  player: BookingPlayer;
  onCopy: (url: string) => void;
}) {
  const t = useT();
  const url = player.stripePaymentLinkUrl!;
  const text = paymentLinkText(booking, player, formatLongDate(booking.dateBooked));
  return (
    <Stack gap={4}>
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" data-testid="payment-link">
        {t('bookings.paymentLink')}
      </Anchor>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconCopy size={14} />}
          onClick={() => onCopy(url)}
        >
          {t('bookings.copyLink')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="green"
          component="a"
          href={whatsappHref(text)}
          target="_blank"
          rel="noreferrer"
          leftSection={<IconBrandWhatsapp size={14} />}
        >
          {t('bookings.whatsApp')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          component="a"
          href={mailtoHref(player.nonMemberEmail, text)}
          leftSection={<IconMail size={14} />}
        >
          {t('bookings.email')}
        </Button>
      </Group>
    </Stack>
  );
}

function PlayerCard({
  booking,
  actor,
  now,
  player,
  position,
  ...actions
}: PlayersBlockProps & { player: BookingPlayer; position: number }) {
  const t = useT();
  const rules = toDetailBooking(booking);
  const pay = visible(canPayPart(rules, actor, position, now));
  const link = player.stripePaymentLinkUrl
    ? { show: false, reason: null }
    : visible(canCreatePaymentLink(rules, actor, position, now, false));
  const remove = canRemovePlayer(rules, actor, position).ok;
  const showShare =
    !!player.stripePaymentLinkUrl && player.paymentStatus !== 'P' && rules.bookerId === actor.id;
  const name = playerName(player);
  const own = player.memberId?._id === actor.id;
  return (
    <Card withBorder padding="sm" data-testid="player-card" aria-label={name}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar
            image={player.memberId?.image}
            name={name}
            member={player.isMember && isMemberRole(player.memberId?.role ?? '')}
            size="md"
          />
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed">
              {t(player.isMember ? 'bookings.member' : 'bookings.nonMember')}
              {player.usedInvitation ? ` · ${t('bookings.invitation')}` : ''}
            </Text>
            <PlayerLevelBadge userId={player.memberId?._id} sport={booking.courtId.type} />
          </div>
        </Group>
        <Group gap="xs">
          <StatusBadge status={player.paymentStatus} />
          <Text size="sm">{t('bookings.amount', { amount: formatEuros(player.amount) })}</Text>
        </Group>
        {pay.show && (
          <Explained reason={pay.reason}>
            <OnlineButton
              size="compact-sm"
              disabled={!!pay.reason || actions.busy}
              onClick={() => actions.onPay(player)}
            >
              {t(own ? 'bookings.payMyPart' : 'bookings.payPart')}
            </OnlineButton>
          </Explained>
        )}
        {link.show && (
          <Explained reason={link.reason}>
            <OnlineButton
              size="compact-sm"
              variant="light"
              disabled={!!link.reason || actions.busy}
              onClick={() => actions.onCreateLink(player)}
            >
              {t('bookings.createPaymentLink')}
            </OnlineButton>
          </Explained>
        )}
        {showShare && <LinkShare booking={booking} player={player} onCopy={actions.onCopyLink} />}
        {remove && (
          <OnlineButton
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={actions.busy}
            onClick={() => actions.onRemove(player)}
          >
            {t('bookings.remove')}
          </OnlineButton>
        )}
      </Stack>
    </Card>
  );
}

/** 'Invita a Jugadores': a card per player and, while players may change, 'Añadir Jugador'. */
export function PlayersBlock(props: PlayersBlockProps) {
  const t = useT();
  const { booking, actor } = props;
  const canAdd =
    canChangePlayers(toDetailBooking(booking), actor).ok && booking.players.length < MAX_PLAYERS;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="booking-players-title">
      <Title order={2} size="h4" mb="sm" id="booking-players-title">
        {t('bookings.invitePlayers')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {booking.players.map((player, position) => (
          <PlayerCard key={player.index} {...props} player={player} position={position} />
        ))}
        {canAdd && (
          <Card withBorder padding="sm" style={{ borderStyle: 'dashed' }}>
            <OnlineButton
              variant="subtle"
              fullWidth
              h="100%"
              leftSection={<IconPlus size={16} />}
              onClick={props.onAdd}
              disabled={props.busy}
            >
              {t('bookings.addPlayer')}
            </OnlineButton>
          </Card>
        )}
      </SimpleGrid>
    </Card>
  );
}
