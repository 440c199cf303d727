import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentType } from 'react';
import type { Court } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import { isMemberRole } from '@/domain/roles.ts';
import { useT } from '@/i18n/react.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { useErrorToast } from '@/lib/feedback.tsx';
import { useOnline } from '@/lib/online.ts';
import { courtQueryOptions } from '@/lib/queries.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import type { CardPaymentSlot } from './card-payment-slot.ts';
import { ConfirmBar } from './confirm-bar.tsx';
import { DayPicker } from './day-picker.tsx';
import { MemberPromo } from './member-promo.tsx';
import { SlotGrid } from './slot-grid.tsx';
import type { SlotView } from './slot-views.ts';
import { useBookingActions } from './use-booking-actions.ts';
import { useCourtSchedule, type ScheduleStart } from './use-court-schedule.ts';
import { WeatherIndicator } from './weather-indicator.tsx';

function SlotsLoader() {
  const t = useT();
  return (
    <Center py="xl">
      <Loader aria-label={t('schedule.loadingSlots')} />
    </Center>
  );
}

/** Beside a taken slot: the waitlist feature's 'Avísame si se libera', handed over by the route. */
export type WaitlistSlot = ComponentType<{ courtId: string; date: string; slot: string }>;

/** Shown once a member's booking has succeeded here (the notifications feature's offer). */
export type AfterBookingSlot = ComponentType;

export function ScheduleScreen({
  courtId,
  CardPayment,
  Waitlist,
  AfterBooking,
  start,
}: {
  courtId: string;
  CardPayment: CardPaymentSlot;
  Waitlist?: WaitlistSlot;
  AfterBooking?: AfterBookingSlot;
  /** Opens on this day with this slot's confirmation (the quick booking's non-member link). */
  start?: ScheduleStart;
}) {
  const t = useT();
  const user = useSessionUser();
  const online = useOnline();
  const court = useQuery(courtQueryOptions(courtId));
  useErrorToast(court.isError && !court.data, t('schedule.courtFailed'));

  if (user && court.isPending && !online) {
    return <Text c="dimmed">{t('schedule.notSavedOffline')}</Text>;
  }
  if (!user || court.isPending) return <SlotsLoader />;
  if (!court.data) {
    return (
      <>
        <PageTitle>{t('schedule.chooseSlots')}</PageTitle>
        <Text c="red">{t('schedule.courtFailed')}</Text>
      </>
    );
  }
  return (
    <CourtSchedule
      court={court.data}
      user={user}
      CardPayment={CardPayment}
      Waitlist={Waitlist}
      AfterBooking={AfterBooking}
      start={start}
    />
  );
}

/**
 * A link naming a slot lands on its confirmation (the card payment, for a non-member) once the
 * slot shows free, so the quick booking's one tap ends where paying starts; once only.
 */
function useOpenStartSlot(start: ScheduleStart, views: SlotView[], openConfirm: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !start.slot) return;
    const view = views.find((v) => v.slot === start.slot);
    if (!view) return;
    done.current = true;
    if (view.kind === 'free' && !view.past) openConfirm();
  }, [start.slot, views, openConfirm]);
}

function CourtSchedule({
  court,
  user,
  CardPayment,
  Waitlist,
  AfterBooking,
  start = {},
}: {
  court: Court;
  user: User;
  CardPayment: CardPaymentSlot;
  Waitlist?: WaitlistSlot;
  AfterBooking?: AfterBookingSlot;
  start?: ScheduleStart;
}) {
  const t = useT();
  const online = useOnline();
  const schedule = useCourtSchedule(court, user, start);
  const actions = useBookingActions(court, user, {
    ...schedule,
    clearSelection: () => schedule.setSelected(null),
  });
  const { dialog } = actions;
  useOpenStartSlot(start, schedule.loadingSlots ? [] : schedule.views, actions.openConfirm);

  let slots;
  if (schedule.loadingSlots) {
    slots = online ? <SlotsLoader /> : <Text c="dimmed">{t('schedule.notSavedOffline')}</Text>;
  } else if (schedule.intervalsFailed) {
    slots = <Text c="red">{t('schedule.slotsFailed')}</Text>;
  } else {
    slots = (
      <SlotGrid
        views={schedule.views}
        selected={schedule.selected}
        onSelect={schedule.setSelected}
        onOwnClick={actions.onOwnClick}
        renderExtra={(view: SlotView) => (
          <>
            {Waitlist && view.kind === 'taken' && !view.past && (
              <Waitlist courtId={court._id} date={schedule.date} slot={view.slot} />
            )}
            {schedule.showWeather && !view.past && (
              <WeatherIndicator slot={view.slot} entry={view.weather} />
            )}
          </>
        )}
      />
    );
  }

  return (
    <Stack gap="md" pb={{ base: 80, sm: 0 }}>
      <PageTitle>
        {t('schedule.chooseSlotsFor', { court: `${court.type.toUpperCase()} - ${court.name}` })}
      </PageTitle>
      {!isMemberRole(user.role) && <MemberPromo />}
      {AfterBooking && actions.justBooked && isMemberRole(user.role) && <AfterBooking />}
      <DayPicker days={schedule.days} selected={schedule.date} onChange={schedule.changeDay} />
      {slots}
      <ConfirmBar selected={schedule.selected !== null} onConfirm={actions.openConfirm} />
      {dialog && (
        <BookingDialog
          opened
          mode={dialog.mode}
          court={court}
          user={user}
          date={schedule.date}
          slot={dialog.slot}
          busy={actions.busy}
          CardPayment={CardPayment}
          onClose={actions.closeDialog}
          onConfirm={actions.confirm}
          onCancelBooking={actions.cancelBooking}
        />
      )}
    </Stack>
  );
}
