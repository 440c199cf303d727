import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { QuickBookingResponse } from '@/api/waitlist.ts';
import type { CourtType } from '@/domain/courts.ts';
import { addDays, minutesToTime } from '@/domain/club-time.ts';
import { formatLongDate, todayPayloadDate } from '@/lib/dates.ts';
import { useJoinWaitlist, useQuickBooking } from '../api/waitlist.ts';
import { JOIN_LABEL } from './join-waitlist-button.tsx';

const SPORTS = [
  { value: 'padel', label: 'Pádel' },
  { value: 'tennis', label: 'Tenis' },
];
const LENGTHS = [
  { value: '60', label: '1 hora' },
  { value: '90', label: '1 hora y media' },
  { value: '120', label: '2 horas' },
];
/** Every half hour the club's courts may start at. */
const TIMES = Array.from({ length: 28 }, (_, i) => minutesToTime(8 * 60 + i * 30));

/** When no court was free: the nearest free times (one tap books one) and the waitlist. */
function Offers({
  answer,
  onTime,
  onJoin,
  joining,
}: {
  answer: QuickBookingResponse;
  onTime: (time: string) => void;
  onJoin: () => void;
  joining: boolean;
}) {
  return (
    <Alert color="orange" title={answer.message} role="status">
      <Stack gap="xs">
        {answer.alternatives.length > 0 && (
          <>
            <Text size="sm">Horas libres más cercanas:</Text>
            <Group gap="xs">
              {answer.alternatives.map((time) => (
                <Button key={time} size="xs" variant="light" onClick={() => onTime(time)}>
                  {`Reservar a las ${time}`}
                </Button>
              ))}
            </Group>
          </>
        )}
        {answer.waitlist && (
          <Button size="xs" variant="outline" loading={joining} onClick={onJoin}>
            {`${JOIN_LABEL} (${answer.waitlist.courtName}, ${answer.waitlist.timeBooked.join(', ')})`}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** The home page's 'Reserva rápida': sport, day, time and length; the club picks the court. */
export function QuickBookingCard() {
  const today = todayPayloadDate();
  const [sport, setSport] = useState<CourtType>('padel');
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('19:00');
  const [minutes, setMinutes] = useState('90');
  const quick = useQuickBooking();
  const join = useJoinWaitlist();
  const answer = quick.data && !quick.data.booking ? quick.data : null;

  const book = (at: string) => {
    setTime(at);
    quick.mutate({ sport, dateBooked: date, time: at, minutes: Number(minutes) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book(time);
  };
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(today, i);
    return { value: day, label: formatLongDate(day) };
  });

  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} aria-label="Reserva rápida">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Reserva rápida
          </Title>
          <SimpleGrid cols={2} spacing="xs">
            <Select
              label="Deporte"
              data={SPORTS}
              value={sport}
              allowDeselect={false}
              onChange={(v) => v && setSport(v as CourtType)}
            />
            <Select
              label="Duración"
              data={LENGTHS}
              value={minutes}
              allowDeselect={false}
              onChange={(v) => v && setMinutes(v)}
            />
            <Select
              label="Día"
              data={days}
              value={date}
              allowDeselect={false}
              onChange={(v) => v && setDate(v)}
            />
            <Select
              label="Hora"
              data={TIMES}
              value={time}
              allowDeselect={false}
              onChange={(v) => v && setTime(v)}
            />
          </SimpleGrid>
          <Button type="submit" loading={quick.isPending}>
            Reservar cualquier pista
          </Button>
          {answer && (
            <Offers
              answer={answer}
              onTime={book}
              joining={join.isPending}
              onJoin={() =>
                answer.waitlist &&
                join.mutate({
                  courtId: answer.waitlist.courtId,
                  dateBooked: date,
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
