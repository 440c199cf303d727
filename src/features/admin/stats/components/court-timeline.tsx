import { Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useT } from '@/i18n/react.tsx';

export interface TimelineCourt {
  _id: string;
  name: string;
  openingTime: string;
  closingTime: string;
}

export interface TimelineBooking {
  _id: string;
  courtId: string;
  /** 'HH:mm' on the club's clock. */
  startTime: string;
  endTime: string;
  label: string;
  paid: boolean;
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** The day's span: from the earliest opening to the latest closing of the courts shown. */
function daySpan(courts: readonly TimelineCourt[]): { start: number; end: number } {
  if (courts.length === 0) return { start: 8 * 60, end: 22 * 60 };
  const start = Math.min(...courts.map((court) => minutes(court.openingTime)));
  const end = Math.max(...courts.map((court) => minutes(court.closingTime)));
  return end > start ? { start, end } : { start, end: start + 60 };
}

/**
 * Today's bookings by court on one time axis: a row per court, a block per booking placed by its
 * start and length, green when paid and orange when something is owed.
 */
export function CourtTimeline({
  courts,
  bookings,
}: {
  courts: readonly TimelineCourt[];
  bookings: readonly TimelineBooking[];
}) {
  const t = useT();
  const span = daySpan(courts);
  const total = span.end - span.start;
  const hours: number[] = [];
  for (let hour = Math.ceil(span.start / 60); hour * 60 <= span.end; hour += 2) hours.push(hour);
  const position = (time: string) => ((minutes(time) - span.start) / total) * 100;

  return (
    <Stack gap={6} aria-label={t('admin.timelineLabel')} role="list">
      <Box pos="relative" h={16} ml={120} aria-hidden>
        {hours.map((hour) => (
          <Text
            key={hour}
            size="xs"
            c="dimmed"
            pos="absolute"
            style={{ left: `${((hour * 60 - span.start) / total) * 100}%` }}
          >
            {`${hour}`.padStart(2, '0')}:00
          </Text>
        ))}
      </Box>
      {courts.map((court) => {
        const own = bookings.filter((booking) => booking.courtId === court._id);
        return (
          <Group key={court._id} gap={0} wrap="nowrap" role="listitem" aria-label={court.name}>
            <Text size="sm" w={120} truncate="end" title={court.name}>
              {court.name}
            </Text>
            <Paper withBorder pos="relative" h={32} style={{ flex: 1 }} bg="gray.0">
              {own.length === 0 && (
                <Text size="xs" c="dimmed" px="xs" lh="32px">
                  {t('admin.timelineEmpty')}
                </Text>
              )}
              {own.map((booking) => (
                <Tooltip
                  key={booking._id}
                  label={`${booking.startTime}–${booking.endTime} · ${booking.label}`}
                >
                  <Box
                    pos="absolute"
                    top={2}
                    bottom={2}
                    bg={booking.paid ? 'green.5' : 'orange.4'}
                    style={{
                      left: `${position(booking.startTime)}%`,
                      width: `${position(booking.endTime) - position(booking.startTime)}%`,
                      borderRadius: 4,
                      overflow: 'hidden',
                    }}
                    aria-label={`${booking.startTime}–${booking.endTime} ${booking.label}`}
                  >
                    {/* Black, not white: white on these light shades fails WCAG AA contrast. */}
                    <Text size="xs" c="black" px={4} truncate="end" lh="28px">
                      {booking.startTime} {booking.label}
                    </Text>
                  </Box>
                </Tooltip>
              ))}
            </Paper>
          </Group>
        );
      })}
    </Stack>
  );
}
