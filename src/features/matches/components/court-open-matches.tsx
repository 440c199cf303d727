import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { levelRangeLabel } from '@/domain/matches.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { matchesQueryOptions } from '../api/matches.ts';
import { useT } from '@/i18n/react.tsx';
import { seatsText } from './match-card.tsx';

/** Under a court's schedule: its open matches still looking for players, with a way to join. */
export function CourtOpenMatches({ courtId }: { courtId: string }) {
  const t = useT();
  const matches = useQuery(matchesQueryOptions()).data ?? [];
  const here = matches.filter((m) => m.court._id === courtId && m.seatsLeft > 0);
  if (here.length === 0) return null;
  return (
    <Card withBorder mt="md" component="section" aria-labelledby="court-open-matches">
      <Title order={2} size="h5" id="court-open-matches" mb="xs">
        {t('matches.courtOpenTitle')}
      </Title>
      <Stack gap={4}>
        {here.map((m) => (
          <Text size="sm" key={m._id}>
            {[
              formatLongDate(m.dateBooked),
              m.timeBooked,
              t('matches.level', { range: t(levelRangeLabel(m)) }),
              seatsText(t, m.seatsLeft),
            ].join(' · ')}
          </Text>
        ))}
      </Stack>
      <Anchor component={Link} to="/matches" size="sm" mt="xs">
        {t('matches.seeOpenMatches')}
      </Anchor>
    </Card>
  );
}
