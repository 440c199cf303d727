import { Anchor, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isStaffRole } from '@/domain/roles.ts';
import { useSessionUser } from '@/lib/session.tsx';
import type { SportLevel } from '@/api/levels.ts';
import { LevelBadge, RELIABILITY_HINT } from '@/components/level-badge.tsx';
import { myLevelsQueryOptions } from '../api/levels.ts';
import { LevelHistory } from './level-history.tsx';
import { SelfAssessmentForm } from './self-assessment-form.tsx';
import type { CourtType } from '@/domain/courts.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

const SPORT: Record<CourtType, { title: MessageKey; label: MessageKey }> = {
  padel: { title: 'levels.padel', label: 'levels.padelLevel' },
  tennis: { title: 'levels.tennis', label: 'levels.tennisLevel' },
};

function SportCard({ entry }: { entry: SportLevel }) {
  const t = useT();
  if (!entry.level) return <SelfAssessmentForm sport={entry.sport} />;
  return (
    <Card withBorder padding="md" component="section" aria-label={t(SPORT[entry.sport].label)}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t(SPORT[entry.sport].title)}
        </Title>
        <LevelBadge level={entry.level} size="lg" />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t(RELIABILITY_HINT[entry.level.reliability])}
      </Text>
      <LevelHistory changes={entry.history} />
    </Card>
  );
}

/** The member's level per sport with its history, or the self-assessment where there is none. */
export function MyLevels() {
  const t = useT();
  const user = useSessionUser();
  const levels = useQuery(myLevelsQueryOptions());
  if (!levels.data) {
    return (
      <Center py="xl">
        {levels.isError ? (
          <Text>{t('levels.myLevelFailed')}</Text>
        ) : (
          <Loader aria-label={t('levels.loadingMyLevel')} />
        )}
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('levels.myLevelsIntro')}</Text>
      {isStaffRole(user?.role) && (
        <Anchor component={Link} to="/levels">
          {t('levels.seeClubLevels')}
        </Anchor>
      )}
      {levels.data.sports.map((entry) => (
        <SportCard key={entry.sport} entry={entry} />
      ))}
    </Stack>
  );
}
