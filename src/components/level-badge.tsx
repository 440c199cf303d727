/**
 * A player's level next to their avatar. Which levels to show comes from whoever renders the
 * screen (a route file wraps it in LevelsProvider with a lookup it got from the levels feature), so
 * features that draw avatars need not know where levels come from.
 */
import { Badge, Tooltip, type MantineSize } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import type { CourtType } from '@/domain/courts.ts';
import { formatLevel, type PlayerLevel } from '@/domain/levels.ts';
import { useT } from '@/i18n/react.tsx';
import type { MessageKey } from '@/i18n/keys.ts';

export type LevelLookup = (userId: string, sport: CourtType) => PlayerLevel | undefined;

const LevelsContext = createContext<LevelLookup>(() => undefined);

export function LevelsProvider({ lookup, children }: { lookup: LevelLookup; children: ReactNode }) {
  return <LevelsContext.Provider value={lookup}>{children}</LevelsContext.Provider>;
}

/** The level of a player in a sport, when the screen knows it. */
export function usePlayerLevel(
  userId: string | null | undefined,
  sport: CourtType,
): PlayerLevel | undefined {
  const lookup = useContext(LevelsContext);
  return userId ? lookup(userId, sport) : undefined;
}

/** Where a level comes from, explained: `t(RELIABILITY_HINT[reliability])`. */
export const RELIABILITY_HINT: Record<PlayerLevel['reliability'], MessageKey> = {
  autoevaluado: 'common.reliabilitySelfHint',
  validado: 'common.reliabilityValidatedHint',
  'por resultados': 'common.reliabilityResultsHint',
};

/** Where a level comes from, in a word or two (the domain's value is the Spanish one). */
const RELIABILITY_NAME: Record<PlayerLevel['reliability'], MessageKey> = {
  autoevaluado: 'common.reliabilitySelf',
  validado: 'common.reliabilityValidated',
  'por resultados': 'common.reliabilityResults',
};

/** 'Nivel 3.8' with where it comes from, in words for a screen reader and in a tooltip. */
export function LevelBadge({
  level,
  size = 'sm',
  short = false,
}: {
  level: PlayerLevel;
  size?: MantineSize;
  short?: boolean;
}) {
  const t = useT();
  const text = formatLevel(level.level);
  const reliability = t(RELIABILITY_NAME[level.reliability]);
  return (
    <Tooltip label={t(RELIABILITY_HINT[level.reliability])} withArrow>
      <Badge
        size={size}
        variant={level.reliability === 'autoevaluado' ? 'outline' : 'light'}
        color="grape"
        aria-label={t('common.levelLabel', { level: text, reliability })}
        data-testid="level-badge"
      >
        {short ? text : t('common.levelBadge', { level: text, reliability })}
      </Badge>
    </Tooltip>
  );
}

/** The badge for a player when the screen knows their level, nothing otherwise. */
export function PlayerLevelBadge({
  userId,
  sport,
  short,
}: {
  userId: string | null | undefined;
  sport: CourtType;
  short?: boolean;
}) {
  const level = usePlayerLevel(userId, sport);
  return level ? <LevelBadge level={level} short={short} size="xs" /> : null;
}
