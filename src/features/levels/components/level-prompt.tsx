import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myLevelsQueryOptions } from '../api/levels.ts';
import { useT } from '@/i18n/react.tsx';

/** On first use, until the member has a level in some sport: the way to the self-assessment. */
export function LevelPrompt() {
  const t = useT();
  const { data } = useQuery(myLevelsQueryOptions());
  if (!data || data.sports.some((s) => s.level)) return null;
  return (
    <Alert color="grape" title={t('levels.promptTitle')} mb="md">
      {t('levels.promptBody')}{' '}
      <Anchor
        c="grape.9"
        fw={700}
        underline="always"
        renderRoot={(props) => <Link to="/profile" search={{ tab: 'nivel' }} {...props} />}
      >
        {t('levels.computeMyLevel')}
      </Anchor>
    </Alert>
  );
}
