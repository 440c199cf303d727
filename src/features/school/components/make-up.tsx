import { Badge, Card, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MakeUpsResponse } from '@/api/school.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { makeUpsQueryOptions, useTakeMakeUp } from '../api/school.ts';
import { groupSchedule } from './group-card.tsx';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';

function MakeUpForm({ data }: { data: MakeUpsResponse }) {
  const t = useT();
  const take = useTakeMakeUp();
  const [missedDate, setMissedDate] = useState<string | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const left = Math.max(0, data.limit - data.used);
  if (left === 0) {
    return <Text size="sm">{t('school.makeUpsUsedUp')}</Text>;
  }
  if (data.missed.length === 0) {
    return <Text size="sm">{t('school.nothingToMakeUp')}</Text>;
  }
  return (
    <form
      aria-label={t('school.makeUp')}
      onSubmit={(e) => {
        e.preventDefault();
        take.mutate({ missedDate: missedDate ?? '', groupId: groupId ?? '', date });
      }}
    >
      <Stack gap="xs">
        <Select
          label={t('school.missedClass')}
          required
          data={data.missed.map((m) => ({ value: m.date, label: formatShortDate(m.date) }))}
          value={missedDate}
          onChange={setMissedDate}
        />
        <Select
          label={t('school.groupOfYourLevel')}
          required
          data={data.groups.map((g) => ({
            value: g._id,
            label: `${g.level} · ${groupSchedule(t, g)} · ${g.courtName}`,
          }))}
          value={groupId}
          onChange={setGroupId}
        />
        <DateField label={t('school.makeUpDay')} required value={date} onChange={setDate} />
        <Group>
          <OnlineButton type="submit" loading={take.isPending}>
            {t('school.makeUp')}
          </OnlineButton>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Recuperar clase': a missed class taken in another group of the pupil's level
 * (docs/features/school.md).
 */
export function MakeUpCard() {
  const t = useT();
  const { data } = useQuery(makeUpsQueryOptions());
  if (!data) return null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="make-up-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title id="make-up-title" order={2} size="h4">
            {t('school.makeUp')}
          </Title>
          <Badge variant="light">
            {t('school.makeUpsCount', { used: data.used, limit: data.limit })}
          </Badge>
        </Group>
        {data.makeUps.length > 0 && (
          <List size="sm">
            {data.makeUps.map((m) => (
              <List.Item key={m._id}>
                {t('school.makeUpLine', {
                  date: formatShortDate(m.date),
                  group: m.groupLabel,
                  missed: formatShortDate(m.missedDate),
                })}
              </List.Item>
            ))}
          </List>
        )}
        <MakeUpForm data={data} />
      </Stack>
    </Card>
  );
}
