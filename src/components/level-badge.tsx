/**
 * A player's level next to their avatar. Which levels to show comes from whoever renders the
 * screen (a route file wraps it in LevelsProvider with a lookup it got from the levels feature), so
 * features that draw avatars need not know where levels come from.
 */
import { Badge, Tooltip, type MantineSize } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import type { CourtType } from '@/domain/courts.ts';
import { formatLevel, type PlayerLevel } from '@/domain/levels.ts';

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

export const RELIABILITY_HINT: Record<PlayerLevel['reliability'], string> = {
  autoevaluado: 'Autoevaluado: calculado con el cuestionario',
  validado: 'Validado por un entrenador o la administración',
  'por resultados': 'Por resultados: ajustado con sus partidos',
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
  const text = formatLevel(level.level);
  return (
    <Tooltip label={RELIABILITY_HINT[level.reliability]} withArrow>
      <Badge
        size={size}
        variant={level.reliability === 'autoevaluado' ? 'outline' : 'light'}
        color="grape"
        aria-label={`Nivel ${text}, ${level.reliability}`}
        data-testid="level-badge"
      >
        {short ? text : `Nivel ${text} · ${level.reliability}`}
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
