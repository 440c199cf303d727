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

const SPORT_TITLE = { padel: 'Pádel', tennis: 'Tenis' } as const;

function SportCard({ entry }: { entry: SportLevel }) {
  if (!entry.level) return <SelfAssessmentForm sport={entry.sport} />;
  return (
    <Card withBorder padding="md" component="section" aria-label={`Nivel de ${entry.sport}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {SPORT_TITLE[entry.sport]}
        </Title>
        <LevelBadge level={entry.level} size="lg" />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {RELIABILITY_HINT[entry.level.reliability]}
      </Text>
      <LevelHistory changes={entry.history} />
    </Card>
  );
}

/** The member's level per sport with its history, or the self-assessment where there is none. */
export function MyLevels() {
  const user = useSessionUser();
  const levels = useQuery(myLevelsQueryOptions());
  if (!levels.data) {
    return (
      <Center py="xl">
        {levels.isError ? (
          <Text>No se pudo cargar tu nivel.</Text>
        ) : (
          <Loader aria-label="Cargando tu nivel" />
        )}
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        Tu nivel va de 0.0 a 7.0. Cada resultado confirmado lo mueve según una regla que puedes leer
        en cada cambio.
      </Text>
      {isStaffRole(user?.role) && (
        <Anchor component={Link} to="/levels">
          Ver y validar los niveles de los socios
        </Anchor>
      )}
      {levels.data.sports.map((entry) => (
        <SportCard key={entry.sport} entry={entry} />
      ))}
    </Stack>
  );
}
