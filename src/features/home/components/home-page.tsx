import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarPlus,
  IconDoorEnter,
  IconIdBadge2,
  IconListDetails,
  IconShoppingBag,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { User } from '@/api/users.ts';
import { greetingAt } from '@/domain/club-time.ts';
import { isMemberRole } from '@/domain/roles.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { formatTime } from '@/lib/dates.ts';
import { LinkCardGrid, type LinkCardEntry } from '@/components/link-card-grid.tsx';
import { formatDayAndMonth } from '@/lib/dates.ts';

/** The quick links, their words as keys: worded in the language shown when rendered. */
const QUICK_LINKS: (Omit<LinkCardEntry, 'label' | 'description'> & {
  label: MessageKey;
  description: MessageKey;
})[] = [
  {
    to: '/courts',
    label: 'home.bookCourt',
    description: 'home.bookCourtHint',
    icon: IconCalendarPlus,
  },
  {
    to: '/bookings',
    label: 'home.myBookings',
    description: 'home.myBookingsHint',
    icon: IconListDetails,
  },
  {
    to: '/unlock',
    label: 'home.openDoor',
    description: 'home.openDoorHint',
    icon: IconDoorEnter,
  },
  {
    to: '/membership',
    label: 'home.membership',
    description: 'home.membershipHint',
    icon: IconIdBadge2,
  },
  {
    to: '/shop',
    label: 'home.shop',
    description: 'home.shopHint',
    icon: IconShoppingBag,
  },
];

/** 'sábado, 21 de noviembre' → 'Sábado, 21 de noviembre' (Spanish keeps month names lower case). */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The landing page after login. `clubDay`, `nextBooking`, `wallet` and `quickBooking` are slots
 * the schedule, bookings, money and waitlist features fill from the route; without them nothing
 * is shown. The club's day comes first: a booking starts with a tap on one of its slots.
 */
export function HomePage({
  user,
  nextBooking,
  wallet,
  quickBooking,
  clubDay,
}: {
  user: User;
  clubDay?: ReactNode;
  nextBooking?: ReactNode;
  wallet?: ReactNode;
  quickBooking?: ReactNode;
}) {
  const t = useT();
  const now = new Date();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t(greetingAt(formatTime(now)))}, {firstName}
        </Title>
        <Text c="dimmed">{capitalized(formatDayAndMonth(now))}</Text>
        {!isMemberRole(user.role) && (
          <Text size="sm" mt="xs">
            {t('home.becomeMember')}
          </Text>
        )}
      </div>

      {clubDay && (
        <section aria-label={t('home.clubDay')} data-slot="club-day">
          {clubDay}
        </section>
      )}

      {(nextBooking || wallet) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {nextBooking && <div data-slot="next-booking">{nextBooking}</div>}
          {wallet && <div data-slot="wallet">{wallet}</div>}
        </SimpleGrid>
      )}

      {quickBooking && <div data-slot="quick-booking">{quickBooking}</div>}

      <section aria-label={t('home.quickLinks')}>
        <LinkCardGrid
          links={QUICK_LINKS.map((link) => ({
            ...link,
            label: t(link.label),
            description: t(link.description),
          }))}
          cols={{ base: 2, md: 4 }}
        />
      </section>
    </Stack>
  );
}
