import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LevelBadge } from '@/components/level-badge.tsx';
import { adminUserLevelsQueryOptions, useAdminSetLevel } from '../api/levels.ts';
import { LevelHistory } from './level-history.tsx';
import { SetLevelForm } from './set-level-form.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

const SPORT_TITLE: Record<'padel' | 'tennis', MessageKey> = {
  padel: 'levels.padel',
  tennis: 'levels.tennis',
};

/** 'Nivel de juego' in the admin's member detail: each sport's level, a change with its note. */
export function AdminLevelsSection({ userId }: { userId: string }) {
  const t = useT();
  const levels = useQuery(adminUserLevelsQueryOptions(userId));
  const save = useAdminSetLevel();
  return (
    <section aria-label={t('levels.playingLevel')}>
      <Title order={3} size="h5" mb="xs">
        {t('levels.playingLevel')}
      </Title>
      {!levels.data ? (
        <Loader size="sm" aria-label={t('levels.loadingLevel')} />
      ) : (
        <Stack gap="md">
          {levels.data.sports.map((entry) => (
            <Stack key={entry.sport} gap={6}>
              <Group gap="xs">
                <Text fw={600}>{t(SPORT_TITLE[entry.sport])}</Text>
                {entry.level ? (
                  <LevelBadge level={entry.level} />
                ) : (
                  <Text c="dimmed">{t('levels.noLevel')}</Text>
                )}
              </Group>
              <SetLevelForm
                key={`${entry.sport}:${entry.level?.level ?? ''}`}
                sport={entry.sport}
                current={entry.level}
                busy={save.isPending}
                onSave={(body) => save.mutate({ userId, ...body })}
              />
              <LevelHistory changes={entry.history.slice(0, 5)} />
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  );
}
