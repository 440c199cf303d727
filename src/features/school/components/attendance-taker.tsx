import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoachGroup } from '@/api/school.ts';
import { isSessionDay, latestSessionDay } from '@/domain/school.ts';
import { todayPayloadDate } from '@/lib/dates.ts';
import { attendanceQueryOptions, useSaveAttendance } from '../api/school.ts';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';

/** One class day's attendance of a group: a tick per student, saved at once. */
function AttendanceForm({ group, date }: { group: CoachGroup; date: string }) {
  const t = useT();
  const { data } = useQuery(attendanceQueryOptions(group._id, date));
  const save = useSaveAttendance();
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  if (!data) return null;
  if (data.entries.length === 0) return <Text c="dimmed">{t('school.noStudentsYet')}</Text>;
  const present = (userId: string, taken: boolean | null) => ticks[userId] ?? taken ?? false;
  return (
    <form
      aria-label={t('school.attendanceOf', { level: group.level })}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          groupId: group._id,
          body: {
            date,
            entries: data.entries.map((s) => ({
              userId: s.userId,
              present: present(s.userId, s.present),
            })),
          },
        });
      }}
    >
      <Stack gap="xs">
        {data.entries.map((s) => (
          <Checkbox
            key={s.userId}
            label={s.makeUp ? t('school.makeUpName', { name: s.name }) : s.name}
            checked={present(s.userId, s.present)}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setTicks((old) => ({ ...old, [s.userId]: checked }));
            }}
          />
        ))}
        <Group>
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('school.saveAttendance')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AttendanceTaker({ group }: { group: CoachGroup }) {
  const t = useT();
  const [date, setDate] = useState(
    () => latestSessionDay(group, todayPayloadDate()) ?? group.startDate,
  );
  const classDay = isSessionDay(group, date);
  return (
    <Stack gap="xs">
      <DateField
        label={t('school.classDay')}
        required
        value={date}
        onChange={setDate}
        error={classDay ? undefined : t('school.noClassThatDay')}
      />
      {classDay && <AttendanceForm key={date} group={group} date={date} />}
    </Stack>
  );
}
