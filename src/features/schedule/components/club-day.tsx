import {
  ActionIcon,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type TouchEvent } from 'react';
import { courtRoom, scheduleUpdatedEvent } from '@/api/bookings.ts';
import type { ClubDayCourt } from '@/api/club-day.ts';
import type { CourtType } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import { clubDate } from '@/domain/club-time.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { CLUB_TIME_ZONE } from '@/lib/dates.ts';
import { useOnline } from '@/lib/online.ts';
import { myBookingsQueryOptions, clubDayQueryOptions } from '@/lib/queries.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent, useSocketRoom } from '@/lib/socket.ts';
import { formatDayAndMonth } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';
import { BookingDialog } from './booking-dialog.tsx';
import type { CardPaymentSlot } from './card-payment-slot.ts';
import { CourtsGrid, CourtsStacked, type DaySelection } from './club-day-slots.tsx';
import { ConfirmBar } from './confirm-bar.tsx';
import { useBookingActions } from './use-booking-actions.ts';

const SPORT_LABELS: Record<CourtType, MessageKey> = {
  padel: 'schedule.padel',
  tennis: 'schedule.tennis',
};
/** A horizontal swipe longer than this changes the day. */
const SWIPE_PX = 60;

/** The day opens on padel, the club's busiest sport; a club without padel on its first sport. */
const FIRST_SPORT: CourtType = 'padel';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Joins one court's room while shown: a booking, cancellation or open match there (anyone's)
 * reloads the day, as it reloads the court's own schedule.
 */
function CourtUpdates({ courtId, onUpdate }: { courtId: string; onUpdate: () => void }) {
  useSocketRoom(courtRoom(courtId));
  useSocketEvent(scheduleUpdatedEvent(courtId), onUpdate);
  return null;
}

/**
 * The chosen slot's 'Reservar' and its dialog: the per-court schedule's own booking actions
 * (rules checked first, then the same dialog and mutations), for the court the slot is on.
 */
function DayBooking({
  day,
  user,
  date,
  today,
  slot,
  onBooked,
  CardPayment,
}: {
  day: ClubDayCourt;
  user: User;
  date: string;
  today: string;
  slot: string;
  onBooked: () => void;
  CardPayment: CardPaymentSlot;
}) {
  const t = useT();
  const mine = useQuery(myBookingsQueryOptions());
  const { court } = day;
  const actions = useBookingActions(court, user, {
    date,
    today,
    selected: slot,
    clearSelection: onBooked,
    myBookings: mine.data ?? [],
  });
  const summary = (
    <Text size="sm" ta="center" mb="xs">
      {`${court.name} · ${slot} · ${formatEuros(day.price)}`}
    </Text>
  );
  return (
    <>
      <ConfirmBar
        selected
        onConfirm={actions.openConfirm}
        label={t('schedule.book')}
        summary={summary}
      />
      {actions.dialog && (
        <BookingDialog
          opened
          mode={actions.dialog.mode}
          court={court}
          user={user}
          date={date}
          slot={actions.dialog.slot}
          busy={actions.busy}
          CardPayment={CardPayment}
          onClose={actions.closeDialog}
          onConfirm={actions.confirm}
          onCancelBooking={actions.cancelBooking}
        />
      )}
    </>
  );
}

/** Day arrows, and a swipe across the slots, within the days the viewer may book. */
function useDaySwitch(days: readonly string[], date: string, setDate: (d: string) => void) {
  const index = days.indexOf(date);
  const previous = index > 0 ? days[index - 1] : undefined;
  const next = index >= 0 ? days[index + 1] : days[0];
  const startX = useRef<number | null>(null);
  const swipe = {
    onTouchStart: (e: TouchEvent) => {
      startX.current = e.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = startX.current;
      const to = e.changedTouches[0]?.clientX;
      startX.current = null;
      if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
      const target = to < from ? next : previous;
      if (target) setDate(target);
    },
  };
  return { previous, next, swipe };
}

/** The sport switch and the day with its arrows. */
function DayHeader({
  sports,
  sport,
  onSport,
  label,
  date,
  previous,
  next,
  onDay,
}: {
  sports: readonly CourtType[];
  sport: CourtType;
  onSport: (sport: CourtType) => void;
  label: string;
  date: string;
  previous: string | undefined;
  next: string | undefined;
  onDay: (date: string) => void;
}) {
  const t = useT();
  return (
    <>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {t('schedule.bookCourt')}
        </Title>
        <SegmentedControl
          aria-label={t('schedule.sport')}
          value={sport}
          onChange={(value) => onSport(value as CourtType)}
          data={sports.map((s) => ({
            value: s,
            label: t(SPORT_LABELS[s]),
          }))}
        />
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('schedule.previousDay')}
          disabled={!previous}
          onClick={() => previous && onDay(previous)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite" data-date={date}>
          {label}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('schedule.nextDay')}
          disabled={!next}
          onClick={() => next && onDay(next)}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </>
  );
}

/**
 * 'Reservar pista': every court of a sport for one day, each free slot with the viewer's price,
 * their own bookings and open matches marked, kept live through the courts' rooms. A tap on a
 * slot, 'Reservar', then the booking dialog's confirmation: three taps from the home screen.
 */
export function ClubDay({ CardPayment }: { CardPayment: CardPaymentSlot }) {
  const user = useSessionUser();
  if (!user) return null;
  return <ClubDayView user={user} CardPayment={CardPayment} />;
}

function ClubDayView({ user, CardPayment }: { user: User; CardPayment: CardPaymentSlot }) {
  const t = useT();
  const queryClient = useQueryClient();
  const online = useOnline();
  const wide = useMediaQuery('(min-width: 56.25em)');
  const today = clubDate(new Date(), CLUB_TIME_ZONE);
  const [sport, setSport] = useState<CourtType>(FIRST_SPORT);
  const [date, setDateState] = useState(today);
  const [selected, setSelected] = useState<DaySelection | null>(null);
  const day = useQuery({ ...clubDayQueryOptions(sport, date), placeholderData: keepPreviousData });
  const data = day.data;
  const firstOffered = data?.sports[0];
  if (data && firstOffered && !data.sports.includes(sport)) setSport(firstOffered);
  const setDate = (next: string) => {
    setDateState(next);
    setSelected(null);
  };
  const { previous, next, swipe } = useDaySwitch(data?.days ?? [], date, setDate);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.clubDay.all() });
  const chosen = data?.courts.find((c) => c.court._id === selected?.courtId);

  let body;
  if (data) {
    const Layout = wide ? CourtsGrid : CourtsStacked;
    body = <Layout courts={data.courts} selected={selected} onSelect={setSelected} />;
  } else if (day.isError) {
    body = <Text c="red">{t('schedule.slotsFailed')}</Text>;
  } else if (!online) {
    body = <Text c="dimmed">{t('schedule.notSavedOffline')}</Text>;
  } else {
    body = (
      <Center py="md">
        <Loader aria-label={t('schedule.loadingSlots')} />
      </Center>
    );
  }

  return (
    <Stack gap="sm" pb={chosen ? { base: 110, sm: 0 } : 0}>
      <DayHeader
        sports={data?.sports ?? ['padel', 'tennis']}
        sport={sport}
        onSport={(value) => {
          setSport(value);
          setSelected(null);
        }}
        label={
          date === today
            ? t('schedule.today', { date: formatDayAndMonth(date) })
            : capitalised(formatDayAndMonth(date))
        }
        date={date}
        previous={previous}
        next={next}
        onDay={setDate}
      />
      <div {...swipe}>{body}</div>
      {data?.courts.map((c) => (
        <CourtUpdates key={c.court._id} courtId={c.court._id} onUpdate={refresh} />
      ))}
      {chosen && selected && (
        <DayBooking
          key={`${selected.courtId}|${selected.slot}`}
          day={chosen}
          user={user}
          date={date}
          today={today}
          slot={selected.slot}
          onBooked={() => {
            setSelected(null);
            refresh();
          }}
          CardPayment={CardPayment}
        />
      )}
    </Stack>
  );
}
