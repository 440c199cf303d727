import { useQueries, useQuery } from '@tanstack/react-query';
import type { LevelLookup } from '@/components/level-badge.tsx';
import type { CourtType } from '@/domain/courts.ts';
import { levelsQueryOptions, myLevelsQueryOptions } from './levels.ts';

export interface PlayersOfSport {
  sport: CourtType;
  userIds: string[];
}

/** The players' levels, one request per sport, as the lookup avatars read (LevelsProvider). */
export function useLevelLookup(groups: PlayersOfSport[]): LevelLookup {
  const sports: CourtType[] = ['padel', 'tennis'];
  const ids = sports.map((sport) =>
    groups.filter((g) => g.sport === sport).flatMap((g) => g.userIds),
  );
  const [padel, tennis] = useQueries({
    queries: sports.map((sport, i) => levelsQueryOptions(ids[i] ?? [], sport)),
  });
  return (userId, sport) => (sport === 'padel' ? padel : tennis)?.data?.levels[userId] ?? undefined;
}

interface BookingLike {
  courtId: { type: CourtType };
  players: Array<{ memberId: { _id: string } | null }>;
}

/** The players with an account of these bookings, grouped by sport, for useLevelLookup. */
export function playersOfBookings(bookings: BookingLike[] | undefined): PlayersOfSport[] {
  return (bookings ?? []).map((b) => ({
    sport: b.courtId.type,
    userIds: b.players.flatMap((p) => (p.memberId ? [p.memberId._id] : [])),
  }));
}

/** The signed-in member's level in a sport (null: none yet); undefined until it is known. */
export type MyLevelOf = (sport: CourtType) => number | null;

/** The member's own levels, for screens that say before an action whether a level fits. */
export function useMyLevelOf(): MyLevelOf | undefined {
  const { data } = useQuery(myLevelsQueryOptions());
  if (!data) return undefined;
  return (sport) => data.sports.find((s) => s.sport === sport)?.level?.level ?? null;
}
