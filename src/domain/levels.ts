/**
 * Levels a club owns and can explain (docs/features/levels.md): a level per sport on the
 * 0.0–7.0 scale, where it came from (the reliability label), the five-question self-assessment,
 * and the rating rule a confirmed result applies. Levels are integers in hundredths here, so every
 * step is exact and replaying the stored events gives the same numbers on any machine.
 */
import type { CourtType } from './courts.ts';
import { msg, type Message } from '@/i18n/message.ts';

export type Reliability = 'autoevaluado' | 'validado' | 'por resultados';
export type LevelChangeKind = 'autoevaluacion' | 'validacion' | 'resultado';
export type ResultStatus = 'pending' | 'confirmed' | 'disputed' | 'rejected';
/** Games in one set, side A first. */
export type SetScore = [number, number];

export interface PlayerLevel {
  /** 0.0–7.0, two decimals. */
  level: number;
  reliability: Reliability;
}

export const MIN_LEVEL = 0;
export const MAX_LEVEL = 7;
const MAX_HUNDREDTHS = MAX_LEVEL * 100;
/** A gap of this many levels makes the stronger side ten times likelier to win. */
export const ELO_SCALE = 2;
/** Rated results after which a level is 'por resultados', whatever it started from. */
export const RESULTS_FOR_LABEL = 5;
/** A validated level counts as this many results of experience when sizing the step. */
export const VALIDATED_EXPERIENCE = 10;

export function clampHundredths(value: number): number {
  return Math.min(MAX_HUNDREDTHS, Math.max(0, Math.round(value)));
}

export function toHundredths(level: number): number {
  return clampHundredths(level * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** '3.80' style text with one decimal when the second is zero: 3.8, 3.85. */
export function formatLevel(level: number): string {
  return (Math.round(level * 100) / 100).toFixed(2).replace(/0$/, '');
}

/** The rating's state of one player in one sport. */
export interface RatingState {
  hundredths: number;
  reliability: Reliability;
  /** Rated results since the level was last set by the self-assessment or by hand. */
  ratedMatches: number;
}

/** Probability that a side of mean level `own` beats a side of mean level `other`. */
export function expectedScore(own: number, other: number): number {
  return 1 / (1 + 10 ** ((other - own) / ELO_SCALE));
}

/**
 * The largest move of this player's level in one match: the club's `levels.ratingStep` for a
 * fresh level, shrinking as results (and a coach's validation) make the level more reliable,
 * never below a quarter of it so a level keeps following its player.
 */
export function stepFor(state: RatingState, ratingStep: number): number {
  const experience =
    state.ratedMatches + (state.reliability === 'validado' ? VALIDATED_EXPERIENCE : 0);
  return Math.max(ratingStep / 4, (ratingStep * 10) / (10 + experience));
}

export function reliabilityAfterResult(state: RatingState): Reliability {
  return state.ratedMatches + 1 >= RESULTS_FOR_LABEL ? 'por resultados' : state.reliability;
}

/** Side A's sets won minus side B's; a valid result never ties. */
function setBalance(sets: SetScore[]): number {
  return sets.reduce((sum, [a, b]) => sum + (a > b ? 1 : b > a ? -1 : 0), 0);
}

/** Why a score cannot be a finished match, null when it can. */
export function validateSets(sets: SetScore[]): Message | null {
  if (sets.length < 1 || sets.length > 5) return msg('rules.levelSetsCount');
  for (const [a, b] of sets) {
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a > 99 || b > 99) {
      return msg('rules.levelSetGames');
    }
    if (a === b) return msg('rules.levelSetTie');
  }
  if (setBalance(sets) === 0) return msg('rules.levelNoWinner');
  return null;
}

export function sideAWon(sets: SetScore[]): boolean {
  return setBalance(sets) > 0;
}

/** '6-4 6-3' from one side's point of view. */
export function formatSets(sets: SetScore[], forSideA: boolean): string {
  return sets.map(([a, b]) => (forSideA ? `${a}-${b}` : `${b}-${a}`)).join(' ');
}

function signed(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '+';
  return `${sign}${(Math.abs(hundredths) / 100).toFixed(2)}`;
}

export interface RatedResult {
  sideA: string[];
  sideB: string[];
  sets: SetScore[];
  /** The club's `levels.ratingStep` when the result was confirmed. */
  ratingStep: number;
}

export interface RatingChange {
  userId: string;
  before: RatingState;
  after: RatingState;
  /** '+0.06: victoria 6-4 6-3 contra nivel medio 3.8', in the reader's language. */
  reason: Message;
}

function meanHundredths(ids: string[], states: Map<string, RatingState>): number {
  const sum = ids.reduce((total, id) => total + (states.get(id)?.hundredths ?? 0), 0);
  return sum / ids.length;
}

/**
 * The rating rule: each player moves by their own step × (score − expected score), the expected
 * score coming from the gap between the two sides' mean levels; a win scores 1, a loss 0. The
 * move is rounded to hundredths and the level clamped to 0–7. Every player must have a state.
 */
export function rateResult(result: RatedResult, states: Map<string, RatingState>): RatingChange[] {
  const { ratingStep } = result;
  const meanA = meanHundredths(result.sideA, states);
  const meanB = meanHundredths(result.sideB, states);
  const aWon = sideAWon(result.sets);
  const sides = [
    { ids: result.sideA, own: meanA, other: meanB, won: aWon, isA: true },
    { ids: result.sideB, own: meanB, other: meanA, won: !aWon, isA: false },
  ];
  return sides.flatMap((side) => {
    const expected = expectedScore(side.own / 100, side.other / 100);
    const score = side.won ? 1 : 0;
    const against = formatLevel(Math.round(side.other / 10) / 10);
    return side.ids.map((userId) => {
      const before = states.get(userId);
      if (!before) throw new Error(`No rating state for ${userId}`);
      const move = Math.round(stepFor(before, ratingStep) * (score - expected) * 100);
      const hundredths = clampHundredths(before.hundredths + move);
      const after: RatingState = {
        hundredths,
        reliability: reliabilityAfterResult(before),
        ratedMatches: before.ratedMatches + 1,
      };
      const sets = formatSets(result.sets, side.isA);
      const reason = msg('levels.reasonResult', {
        change: signed(hundredths - before.hundredths),
        outcome: side.won ? 'won' : 'lost',
        sets,
        against,
      });
      return { userId, before, after, reason };
    });
  });
}

/** One stored event, in the order it was applied. */
export type LevelEvent =
  | {
      kind: 'set';
      userId: string;
      sport: CourtType;
      hundredths: number;
      reliability: Reliability;
    }
  | { kind: 'result'; sport: CourtType; result: RatedResult };

function stateKey(userId: string, sport: CourtType): string {
  return `${sport}:${userId}`;
}

/**
 * Replays the stored events from the start: every level set by hand or by the self-assessment,
 * then every confirmed result through the rating rule with the step it was confirmed with. Gives `${sport}:${userId}` → state.
 * A result naming a player without a level is skipped, as it was when it was confirmed.
 */
export function replayLevels(events: LevelEvent[]): Map<string, RatingState> {
  const states = new Map<string, RatingState>();
  for (const event of events) {
    if (event.kind === 'set') {
      states.set(stateKey(event.userId, event.sport), {
        hundredths: event.hundredths,
        reliability: event.reliability,
        ratedMatches: 0,
      });
      continue;
    }
    const players = [...event.result.sideA, ...event.result.sideB];
    const current = new Map<string, RatingState>();
    for (const id of players) {
      const state = states.get(stateKey(id, event.sport));
      if (state) current.set(id, state);
    }
    if (current.size !== players.length) continue;
    for (const change of rateResult(event.result, current)) {
      states.set(stateKey(change.userId, event.sport), change.after);
    }
  }
  return states;
}
