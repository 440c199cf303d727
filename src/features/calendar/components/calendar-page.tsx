import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Booking } from '@/api/bookings.ts';
import type { CoveredBookingsChoice } from '@/api/admin.ts';
import { CALENDAR_MESSAGES, SPANISH_REGIONS, type CalendarDay } from '@/domain/calendar.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { CoveredBookingsDialog } from '@/components/covered-bookings-dialog.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { TableHead } from '@/components/table-head.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import {
  calendarQueryOptions,
  closureCoverage,
  useRemoveCalendarDay,
  useSaveCalendarDay,
} from '../api/calendar.ts';
import { DateField } from '@/components/date-field.tsx';
import { RowActions } from '@/components/row-actions.tsx';

const STATUS: Record<CalendarDay['status'], { label: MessageKey; color: string }> = {
  suggested: { label: 'calendar.suggested', color: 'blue' },
  closed: { label: 'calendar.closed', color: 'red' },
  dropped: { label: 'calendar.open', color: 'gray' },
};

type Closing = { day: Pick<CalendarDay, 'date' | 'name' | 'source'>; covered: Booking[] };

/** The year's days with what an admin may do with each. */
function CalendarTable({
  days,
  onClose,
  onDrop,
  onRemove,
}: {
  days: CalendarDay[];
  onClose: (day: CalendarDay) => void;
  onDrop: (day: CalendarDay) => void;
  onRemove: (day: CalendarDay) => void;
}) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('calendar.table')}>
        <TableHead
          columns={[
            t('calendar.date'),
            t('calendar.reason'),
            t('calendar.source'),
            t('calendar.status'),
            '',
          ]}
        />
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Td>{formatShortDate(day.date)}</Table.Td>
              <Table.Td>{day.name}</Table.Td>
              <Table.Td>
                {t(day.source === 'holiday' ? 'calendar.holiday' : 'calendar.club')}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS[day.status].color}>
                  {t(STATUS[day.status].label)}
                </Badge>
              </Table.Td>
              <RowActions>
                {day.status !== 'closed' && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onClose(day)}
                    aria-label={t('calendar.closeDay', { date: formatShortDate(day.date) })}
                  >
                    {t('calendar.close')}
                  </Button>
                )}
                {day.status === 'suggested' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t('calendar.openDay', { date: formatShortDate(day.date) })}
                    onClick={() => onDrop(day)}
                  >
                    {t('calendar.openAction')}
                  </Button>
                )}
                {day.status !== 'suggested' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    onClick={() => onRemove(day)}
                    aria-label={t('calendar.removeDay', { date: formatShortDate(day.date) })}
                  >
                    {t('calendar.remove')}
                  </Button>
                )}
              </RowActions>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** 'Calendario': the region's holidays to accept or drop, and the club's own closures. */
export function CalendarPage() {
  const t = useT();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const calendar = useQuery(calendarQueryOptions(year));
  const save = useSaveCalendarDay();
  const remove = useRemoveCalendarDay();
  const [closing, setClosing] = useState<Closing | null>(null);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');

  const close = async (day: Closing['day'], choice?: CoveredBookingsChoice) => {
    const body = { name: day.name, source: day.source, status: 'closed' as const };
    if (!choice) {
      const covered = await closureCoverage(day.date);
      if (covered.length > 0) return setClosing({ day, covered });
    }
    save.mutate(
      { date: day.date, body: { ...body, coveredBookings: choice } },
      { onSuccess: () => setClosing(null) },
    );
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    void close({ date, name, source: 'club' }).then(() => {
      setDate('');
      setName('');
    });
  };
  const region = calendar.data?.region as keyof typeof SPANISH_REGIONS | undefined;
  return (
    <Stack>
      <PageTitle>{t('calendar.title')}</PageTitle>
      <Text c="dimmed">
        {t('calendar.intro', {
          region: region ? t(SPANISH_REGIONS[region]) : t('calendar.theRegion'),
        })}
      </Text>
      <Select
        label={t('calendar.year')}
        w={140}
        data={[thisYear - 1, thisYear, thisYear + 1].map(String)}
        value={String(year)}
        onChange={(v) => v && setYear(Number(v))}
        allowDeselect={false}
      />
      <Card withBorder radius="md" component="section" aria-labelledby="new-closure-title">
        <Title id="new-closure-title" order={2} size="h4" mb="sm">
          {t('calendar.addClosure')}
        </Title>
        <form aria-label={t('calendar.addClosure')} onSubmit={add}>
          <Group align="flex-end">
            <DateField label={t('calendar.date')} required value={date} onChange={setDate} />
            <TextInput
              label={t('calendar.reason')}
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Button type="submit" loading={save.isPending}>
              {t('calendar.closeThatDay')}
            </Button>
          </Group>
        </form>
      </Card>
      <CalendarTable
        days={calendar.data?.days ?? []}
        onClose={(day) => void close(day)}
        onDrop={(day) =>
          save.mutate({
            date: day.date,
            body: { name: day.name, source: day.source, status: 'dropped' },
          })
        }
        onRemove={(day) => remove.mutate(day.date)}
      />
      <CoveredBookingsDialog
        bookings={closing?.covered ?? null}
        message={(count) => t(CALENDAR_MESSAGES.covers(count))}
        busy={save.isPending}
        onBack={() => setClosing(null)}
        onChoose={(choice) => closing && void close(closing.day, choice)}
      />
    </Stack>
  );
}
