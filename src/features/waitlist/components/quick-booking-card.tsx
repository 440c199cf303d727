import { Button, Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { QuickBookingResponse } from '@/api/waitlist.ts';
import type { CourtType } from '@/domain/courts.ts';
import { lengthLabel } from '@/domain/quick-options.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { useSessionUser } from '@/lib/session.tsx';
import { useJoinWaitlist, useQuickBooking } from '../api/waitlist.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { QuickBookingOffers } from './quick-booking-offers.tsx';
import { useQuickChoice } from './use-quick-choice.ts';

const SPORTS: { value: CourtType; label: MessageKey }[] = [
  { value: 'padel', label: 'waitlist.padel' },
  { value: 'tennis', label: 'waitlist.tennis' },
];

/** Sport, length, day and time: each offered only as the sport's courts have it. */
function QuickFields({ choice }: { choice: ReturnType<typeof useQuickChoice> }) {
  const t = useT();
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Select
        label={t('waitlist.sport')}
        data={SPORTS.map((s) => ({ value: s.value, label: t(s.label) }))}
        value={choice.sport}
        allowDeselect={false}
        onChange={(v) => v && choice.changeSport(v as CourtType)}
      />
      <Select
        label={t('waitlist.length')}
        data={choice.lengths.map((m) => ({ value: String(m), label: t(lengthLabel(m)) }))}
        value={choice.minutes ? String(choice.minutes) : null}
        allowDeselect={false}
        disabled={choice.loading}
        onChange={(v) => v && choice.pick({ minutes: Number(v) })}
      />
      <Select
        label={t('waitlist.day')}
        data={choice.days.map((day) => ({ value: day, label: formatLongDate(day) }))}
        value={choice.date}
        allowDeselect={false}
        disabled={choice.loading}
        onChange={(v) => v && choice.pick({ date: v })}
      />
      <Select
        label={t('waitlist.hour')}
        data={choice.starts}
        value={choice.time ?? null}
        allowDeselect={false}
        disabled={choice.loading}
        onChange={(v) => v && choice.pick({ time: v })}
      />
    </SimpleGrid>
  );
}

/** The home page's 'Reserva rápida': sport, day, time and length; the club picks the court. */
export function QuickBookingCard() {
  const t = useT();
  const role = useSessionUser()?.role ?? '';
  const choice = useQuickChoice(role);
  const navigate = useNavigate();
  const quick = useQuickBooking();
  const join = useJoinWaitlist();
  const answer = quick.data && !quick.data.booking && !quick.data.payFirst ? quick.data : null;

  // A non-member pays the whole court first (spec section 5): the answer names the free court,
  // and its schedule opens on that slot with the booking dialog's card payment.
  const toPayment = ({ payFirst }: QuickBookingResponse, date: string) => {
    if (!payFirst) return;
    void navigate({
      to: '/courts/$courtId/schedule',
      params: { courtId: payFirst.courtId },
      search: { date, slot: payFirst.timeBooked[0] },
    });
  };
  const book = (time: string) => {
    const { sport, date, minutes } = choice;
    choice.pick({ time });
    quick.mutate(
      { sport, dateBooked: date, time, minutes },
      { onSuccess: (reply) => toPayment(reply, date) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice.time) book(choice.time);
  };

  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} aria-label={t('waitlist.quickBooking')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('waitlist.quickBooking')}
          </Title>
          <QuickFields choice={choice} />
          {!choice.loading && !choice.time && (
            <Text size="sm" c="dimmed">
              {t('waitlist.noTimes')}
            </Text>
          )}
          <Button type="submit" loading={quick.isPending} disabled={!choice.time}>
            {t('waitlist.bookAnyCourt')}
          </Button>
          {answer && (
            <QuickBookingOffers
              answer={answer}
              onTime={book}
              busy={quick.isPending}
              joining={join.isPending}
              onJoin={() =>
                answer.waitlist &&
                join.mutate({
                  courtId: answer.waitlist.courtId,
                  dateBooked: choice.date,
                  timeBooked: answer.waitlist.timeBooked,
                })
              }
            />
          )}
        </Stack>
      </form>
    </Card>
  );
}
