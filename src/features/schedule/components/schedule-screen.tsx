import { Box, Button, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import {
  courtRoom,
  scheduleUpdatedEvent,
  type Booking,
  type ScheduleUpdatedPayload,
} from '@/api/bookings.ts';
import type { Court } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import {
  bookableDates,
  canCancelFromSchedule,
  checkBookingRequest,
  courtPrice,
} from '@/domain/booking-rules.ts';
import { clubDate } from '@/domain/club-time.ts';
import { isMemberRole } from '@/domain/roles.ts';
import { WEATHER_DAYS_AHEAD_LIMIT } from '@/domain/weather.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { CLUB_TIME_ZONE } from '@/lib/dates.ts';
import { errorMessage } from '@/lib/http.ts';
import { NEEDS_CONNECTION, isOnline, useOnline } from '@/lib/online.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent, useSocketRoom } from '@/lib/socket.ts';
import {
  cancelBooking,
  createBooking,
  createGuestPaymentIntent,
} from '../api/booking-mutations.ts';
import {
  bookedKeyOfCourt,
  bookedQueryOptions,
  courtQueryOptions,
  myBookingsQueryOptions,
  timeIntervalsQueryOptions,
  weatherQueryOptions,
} from '../api/schedule-queries.ts';
import { BookingDialog, type ConfirmInput } from './booking-dialog.tsx';
import type { CardPaymentSlot } from './card-payment-slot.ts';
import { DayPicker } from './day-picker.tsx';
import { MemberPromo } from './member-promo.tsx';
import { SlotGrid } from './slot-grid.tsx';
import { buildSlotViews, type SlotView } from './slot-views.ts';
import { WeatherIndicator } from './weather-indicator.tsx';

const GUEST_REDIRECT_MS = 2000;
const BOOKED_TOAST_MS = 5000;

const OFFLINE_ACTION = 'Sin conexión: no se puede reservar ni pagar. ' + NEEDS_CONNECTION;
const NOT_SAVED_OFFLINE = 'Sin conexión: estos horarios no están guardados en el dispositivo.';

function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) notifications.show({ color: 'red', message });
  }, [failed, message]);
}

/** The club's clock, refreshed every half minute so slots turn past while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function ScheduleScreen({
  courtId,
  CardPayment,
}: {
  courtId: string;
  CardPayment: CardPaymentSlot;
}) {
  const user = useSessionUser();
  const online = useOnline();
  const court = useQuery(courtQueryOptions(courtId));
  useErrorToast(court.isError && !court.data, 'No se pudo cargar la pista.');

  if (user && court.isPending && !online) {
    return <Text c="dimmed">{NOT_SAVED_OFFLINE}</Text>;
  }
  if (!user || court.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando horarios" />
      </Center>
    );
  }
  if (!court.data) {
    return (
      <>
        <PageTitle>Selecciona Horarios</PageTitle>
        <Text c="red">No se pudo cargar la pista.</Text>
      </>
    );
  }
  return <CourtSchedule court={court.data} user={user} CardPayment={CardPayment} />;
}

type DialogState =
  { mode: 'confirm'; slot: string } | { mode: 'cancel'; slot: string; bookingId: string } | null;

function CourtSchedule({
  court,
  user,
  CardPayment,
}: {
  court: Court;
  user: User;
  CardPayment: CardPaymentSlot;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const now = useNow();
  const today = clubDate(now, CLUB_TIME_ZONE);
  const days = useMemo(() => bookableDates(court, user.role, today), [court, user.role, today]);

  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenDate && days.includes(chosenDate) ? chosenDate : (days[0] ?? today);
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [busy, setBusy] = useState(false);

  const firstDay = days[0] ?? today;
  const lastDay = days[days.length - 1] ?? today;
  const intervals = useQuery(timeIntervalsQueryOptions(court._id, date));
  const booked = useQuery(bookedQueryOptions(court._id, firstDay, lastDay));
  const daysAhead = days.indexOf(date);
  const weather = useQuery({
    ...weatherQueryOptions(date),
    enabled: daysAhead >= 0 && daysAhead < WEATHER_DAYS_AHEAD_LIMIT,
  });
  const mine = useQuery(myBookingsQueryOptions());
  useErrorToast(intervals.isError && !intervals.data, 'No se pudieron cargar los horarios.');
  useErrorToast(booked.isError && !booked.data, 'No se pudieron cargar las reservas.');
  useErrorToast(weather.isError, 'No se pudo cargar el clima.');
  useErrorToast(mine.isError && !mine.data, 'Error al cargar las reservas.');

  // Someone else's booking or cancellation on this court shows up at once.
  useSocketRoom(courtRoom(court._id));
  useSocketEvent<ScheduleUpdatedPayload>(scheduleUpdatedEvent(court._id), () => {
    void queryClient.invalidateQueries({ queryKey: bookedKeyOfCourt(court._id) });
  });

  const views = useMemo(
    () =>
      buildSlotViews({
        intervals: intervals.data ?? [],
        date,
        blockedTimes: court.blockedTimes,
        booked: booked.data ?? [],
        weather: weather.data ?? [],
        now,
        timeZone: CLUB_TIME_ZONE,
      }),
    [intervals.data, date, court.blockedTimes, booked.data, weather.data, now],
  );

  const changeDay = (next: string) => {
    setChosenDate(next);
    setSelected(null);
  };

  const refreshAfterChange = () => {
    void queryClient.invalidateQueries({ queryKey: bookedKeyOfCourt(court._id) });
    void queryClient.invalidateQueries({ queryKey: myBookingsQueryOptions().queryKey });
  };

  const openConfirm = () => {
    if (!selected) return;
    const existing = (mine.data ?? []).filter((b) => b.status !== 'cancelled');
    const check = checkBookingRequest({
      court,
      timeZone: CLUB_TIME_ZONE,
      now: new Date(),
      today,
      booker: { role: user.role, league: user.league },
      date,
      slots: [selected],
      isLeagueMatch: false,
      rival: null,
      playerCount: 1,
      existing,
      // Paying first is the dialog's business, not a refusal.
      paid: true,
    });
    if (!check.ok) {
      notifications.show({ color: 'red', message: check.message });
      return;
    }
    setDialog({ mode: 'confirm', slot: selected });
  };

  const onOwnClick = (view: SlotView) => {
    if (!view.booking) return;
    const verdict = canCancelFromSchedule(view.booking, new Date());
    if (!verdict.ok) {
      notifications.show({
        color: 'red',
        message: `No se puede cancelar la reserva: ${verdict.reason}`,
      });
      return;
    }
    setDialog({ mode: 'cancel', slot: view.slot, bookingId: view.booking._id });
  };

  const showBooked = (booking: Booking) => {
    const id = notifications.show({
      color: 'green',
      autoClose: BOOKED_TOAST_MS,
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Reserva confirmada</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              void navigate({ to: '/bookings/$bookingId', params: { bookingId: booking._id } });
            }}
          >
            Ver
          </Button>
        </Group>
      ),
    });
  };

  const confirm = async ({ isLeagueMatch, rivalId, payment }: ConfirmInput) => {
    if (!dialog || dialog.mode !== 'confirm') return;
    if (!isOnline()) {
      notifications.show({ color: 'red', message: OFFLINE_ACTION });
      return;
    }
    const slot = dialog.slot;
    setBusy(true);
    try {
      if (payment) {
        await payAsGuest(slot, payment);
        return;
      }
      const result = await createBooking({
        courtId: court._id,
        timeBooked: [slot],
        dateBooked: date,
        userBooked: user.id,
        players: rivalId ? [{ memberId: rivalId, isMember: true }] : [],
        isLeagueMatch,
        paymentStatus: 'C',
      });
      setDialog(null);
      setSelected(null);
      refreshAfterChange();
      showBooked(result.booking);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: await errorMessage(error, 'Error al confirmar la reserva.'),
      });
      refreshAfterChange();
    } finally {
      setBusy(false);
    }
  };

  const payAsGuest = async (slot: string, payment: NonNullable<ConfirmInput['payment']>) => {
    if (!payment.providerReady) {
      notifications.show({ color: 'red', message: 'Stripe no está listo. Intenta nuevamente.' });
      return;
    }
    let clientSecret: string;
    try {
      ({ clientSecret } = await createGuestPaymentIntent({
        courtBooked: { ...court },
        timeBooked: [slot],
        dateBooked: date,
        userBooked: user.id,
        players: [{ memberId: user.id, isMember: false, amount: courtPrice(court, user.role) }],
        paymentStatus: 'C',
      }));
    } catch (error) {
      notifications.show({
        color: 'red',
        message: await errorMessage(error, 'Error procesando el pago. Intenta nuevamente.'),
      });
      return;
    }
    const result = await payment.pay(clientSecret);
    if (!result.ok) {
      notifications.show({
        color: 'red',
        title: 'Error procesando el pago. Intenta nuevamente.',
        message:
          result.reason === 'provider' ? result.message : 'Ocurrió un error al procesar el pago.',
      });
      return;
    }
    notifications.show({ color: 'green', message: 'Pago completado exitosamente.' });
    setDialog(null);
    setSelected(null);
    refreshAfterChange();
    setTimeout(() => void navigate({ to: '/bookings' }), GUEST_REDIRECT_MS);
  };

  const cancel = async () => {
    if (!dialog || dialog.mode !== 'cancel') return;
    if (!isOnline()) {
      notifications.show({ color: 'red', message: OFFLINE_ACTION });
      return;
    }
    setBusy(true);
    try {
      await cancelBooking(dialog.bookingId);
      setDialog(null);
      notifications.show({ color: 'green', message: 'Reserva cancelada exitosamente.' });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: await errorMessage(error, 'Error al cancelar la reserva.'),
      });
    } finally {
      refreshAfterChange();
      setBusy(false);
    }
  };

  const loadingSlots = intervals.isPending || booked.isPending;

  return (
    <Stack gap="md" pb={{ base: 80, sm: 0 }}>
      <PageTitle>{`Selecciona Horarios para ${court.type.toUpperCase()} - ${court.name}`}</PageTitle>
      {!isMemberRole(user.role) && <MemberPromo />}
      <DayPicker days={days} selected={date} onChange={changeDay} />
      {loadingSlots && !online ? (
        <Text c="dimmed">{NOT_SAVED_OFFLINE}</Text>
      ) : loadingSlots ? (
        <Center py="xl">
          <Loader aria-label="Cargando horarios" />
        </Center>
      ) : intervals.isError && !intervals.data ? (
        <Text c="red">No se pudieron cargar los horarios.</Text>
      ) : (
        <SlotGrid
          views={views}
          selected={selected}
          onSelect={setSelected}
          onOwnClick={onOwnClick}
          renderExtra={(view) =>
            weather.isSuccess && !view.past ? (
              <WeatherIndicator slot={view.slot} entry={view.weather} />
            ) : null
          }
        />
      )}
      <Box
        pos={{ base: 'fixed', sm: 'static' }}
        bottom={0}
        left={0}
        right={0}
        p={{ base: 'sm', sm: 0 }}
        bg={{ base: 'var(--mantine-color-body)', sm: 'transparent' }}
        style={{ zIndex: 100 }}
      >
        <Tooltip label={NEEDS_CONNECTION} disabled={online}>
          <Button
            fullWidth
            size="md"
            disabled={!selected}
            data-disabled={(!online && !!selected) || undefined}
            onClick={() => (online ? openConfirm() : undefined)}
          >
            Confirmar Reserva
          </Button>
        </Tooltip>
      </Box>
      {dialog && (
        <BookingDialog
          opened
          mode={dialog.mode}
          court={court}
          user={user}
          date={date}
          slot={dialog.slot}
          busy={busy}
          CardPayment={CardPayment}
          onClose={() => !busy && setDialog(null)}
          onConfirm={(input) => void confirm(input)}
          onCancelBooking={() => void cancel()}
        />
      )}
    </Stack>
  );
}
