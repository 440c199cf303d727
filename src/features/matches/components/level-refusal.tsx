import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MATCH_MESSAGES, type levelRefusal } from '@/domain/matches.ts';
import { useT } from '@/i18n/react.tsx';

export type LevelRefusalCode = NonNullable<ReturnType<typeof levelRefusal>>;

/**
 * Why the member cannot take a seat, said where they would press 'Unirme' and before they pay,
 * with the way to the level test (the server refuses the same with 409 if asked anyway).
 */
export function LevelRefusalAlert({ code }: { code: LevelRefusalCode }) {
  const t = useT();
  return (
    <Alert color="orange" variant="light" role="status">
      {t(MATCH_MESSAGES[code])}{' '}
      <Anchor
        c="inherit"
        fw={700}
        underline="always"
        renderRoot={(props) => <Link to="/profile" search={{ tab: 'nivel' }} {...props} />}
      >
        {code === 'noLevel' ? t('matches.computeMyLevel') : t('matches.seeMyLevel')}
      </Anchor>
    </Alert>
  );
}
