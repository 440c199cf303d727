import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { msg } from '@/i18n/message.ts';
import { assessedHundredths, assessmentQuestions, validateAssessment } from './level-assessment.ts';
import {
  expectedScore,
  formatLevel,
  rateResult,
  replayLevels,
  sideAWon,
  stepFor,
  validateSets,
  type LevelEvent,
  type RatedResult,
  type RatingState,
  type SetScore,
} from './levels.ts';

const fresh = (hundredths: number): RatingState => ({
  hundredths,
  reliability: 'autoevaluado',
  ratedMatches: 0,
});

describe('the rating rule', () => {
  it('explains a doubles win in the words the member reads', () => {
    const states = new Map([
      ['a1', fresh(400)],
      ['a2', fresh(400)],
      ['b1', fresh(370)],
      ['b2', fresh(390)],
    ]);
    const result: RatedResult = {
      sideA: ['a1', 'a2'],
      sideB: ['b1', 'b2'],
      sets: [
        [6, 4],
        [6, 3],
      ],
      ratingStep: 0.3,
    };
    const changes = rateResult(result, states);
    const a1 = changes.find((c) => c.userId === 'a1');
    const b1 = changes.find((c) => c.userId === 'b1');
    // Side A (4.0) was expected to win 0.557 of the time against 3.8: +0.3 × 0.443 = +0.13.
    expect(inSpanish(a1?.reason)).toBe('+0.13: victoria 6-4 6-3 contra nivel medio 3.8');
    expect(a1?.after.hundredths).toBe(413);
    expect(inSpanish(b1?.reason)).toBe('-0.13: derrota 4-6 3-6 contra nivel medio 4.0');
    expect(b1?.after.hundredths).toBe(357);
  });

  it('moves a reliable level less than a fresh one', () => {
    expect(stepFor(fresh(300), 0.3)).toBe(0.3);
    expect(stepFor({ hundredths: 300, reliability: 'por resultados', ratedMatches: 10 }, 0.3)).toBe(
      0.15,
    );
    expect(stepFor({ hundredths: 300, reliability: 'validado', ratedMatches: 0 }, 0.3)).toBe(0.15);
    expect(
      stepFor({ hundredths: 300, reliability: 'por resultados', ratedMatches: 500 }, 0.3),
    ).toBe(0.075);
  });

  it('labels a level "por resultados" after five rated results', () => {
    let states = new Map([
      ['a', fresh(300)],
      ['b', fresh(300)],
    ]);
    const labels: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const changes = rateResult(
        { sideA: ['a'], sideB: ['b'], sets: [[6, 2]], ratingStep: 0.3 },
        states,
      );
      states = new Map(changes.map((c) => [c.userId, c.after]));
      labels.push(states.get('a')?.reliability ?? '');
    }
    expect(labels).toEqual([
      'autoevaluado',
      'autoevaluado',
      'autoevaluado',
      'autoevaluado',
      'por resultados',
    ]);
  });

  it('gives even sides an even chance and the stronger side more', () => {
    expect(expectedScore(3, 3)).toBe(0.5);
    expect(expectedScore(5, 3)).toBeCloseTo(10 / 11);
  });

  it('refuses scores that are not a finished match', () => {
    expect(inSpanish(validateSets([]))).toBe('El resultado debe tener entre 1 y 5 sets');
    expect(inSpanish(validateSets([[6, 6]]))).toBe('Un set no puede acabar en empate');
    // The rule answers with the catalogue's key, worded where it is shown.
    expect(
      validateSets([
        [6, 4],
        [4, 6],
      ]),
    ).toEqual({ id: 'rules.levelNoWinner' });
    expect(inSpanish(validateSets([[6, -1]]))).toBe(
      'Cada set son dos números de juegos entre 0 y 99',
    );
    expect(validateSets([[7, 6]])).toBeNull();
  });

  it('writes levels with one or two decimals', () => {
    expect(formatLevel(3.8)).toBe('3.8');
    expect(formatLevel(3.85)).toBe('3.85');
    expect(formatLevel(4)).toBe('4.0');
  });
});

const level = fc.integer({ min: 0, max: 700 });
const reliability = fc.constantFrom(
  'autoevaluado' as const,
  'validado' as const,
  'por resultados' as const,
);
const state = fc.record({
  hundredths: level,
  reliability,
  ratedMatches: fc.integer({ min: 0, max: 200 }),
});
const set = fc
  .tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }))
  .filter(([a, b]) => a !== b) as fc.Arbitrary<SetScore>;
const sets = fc.array(set, { minLength: 1, maxLength: 5 }).filter((s) => validateSets(s) === null);
const step = fc.double({ min: 0.01, max: 1, noNaN: true });
const doubles = fc.record({
  states: fc.tuple(state, state, state, state),
  sets,
  ratingStep: step,
});

describe('the rating rule, for any match', () => {
  it('keeps every level within 0–7', () => {
    fc.assert(
      fc.property(doubles, ({ states, sets: score, ratingStep }) => {
        const ids = ['a1', 'a2', 'b1', 'b2'];
        const map = new Map(ids.map((id, i) => [id, states[i] as RatingState]));
        const changes = rateResult(
          { sideA: ['a1', 'a2'], sideB: ['b1', 'b2'], sets: score, ratingStep },
          map,
        );
        return changes.every((c) => c.after.hundredths >= 0 && c.after.hundredths <= 700);
      }),
    );
  });

  it('never lowers a winner nor raises a loser', () => {
    fc.assert(
      fc.property(doubles, ({ states, sets: score, ratingStep }) => {
        const ids = ['a1', 'a2', 'b1', 'b2'];
        const map = new Map(ids.map((id, i) => [id, states[i] as RatingState]));
        const result = { sideA: ['a1', 'a2'], sideB: ['b1', 'b2'], sets: score, ratingStep };
        const winners = new Set(sideAWon(score) ? result.sideA : result.sideB);
        return rateResult(result, map).every((c) =>
          winners.has(c.userId)
            ? c.after.hundredths >= c.before.hundredths
            : c.after.hundredths <= c.before.hundredths,
        );
      }),
    );
  });

  it('replays a history of results to the same levels, whatever they were', () => {
    const players = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const match = fc.record({
      order: fc.shuffledSubarray(players, { minLength: 4, maxLength: 4 }),
      sets,
      ratingStep: step,
    });
    fc.assert(
      fc.property(
        fc.array(level, { minLength: 5, maxLength: 5 }),
        fc.array(match, { maxLength: 30 }),
        (starts, matches) => {
          const events: LevelEvent[] = players.map((userId, i) => ({
            kind: 'set',
            userId,
            sport: 'padel',
            hundredths: starts[i] ?? 0,
            reliability: 'autoevaluado',
          }));
          // Applying results one by one, as the server does when each is confirmed…
          let live = new Map(players.map((id, i) => [id, fresh(starts[i] ?? 0)]));
          for (const m of matches) {
            const result = {
              sideA: m.order.slice(0, 2),
              sideB: m.order.slice(2),
              sets: m.sets,
              ratingStep: m.ratingStep,
            };
            events.push({ kind: 'result', sport: 'padel', result });
            const changes = rateResult(result, live);
            live = new Map([...live, ...changes.map((c) => [c.userId, c.after] as const)]);
          }
          // …and replaying the stored log from the start give the same states.
          const replayed = replayLevels(events);
          return players.every(
            (id) => JSON.stringify(replayed.get(`padel:${id}`)) === JSON.stringify(live.get(id)),
          );
        },
      ),
    );
  });
});

describe('the self-assessment', () => {
  it('asks five questions in Spanish, naming the sport', () => {
    const questions = assessmentQuestions('padel');
    expect(questions).toHaveLength(5);
    expect(inSpanish(msg(questions[0]!.text))).toBe('¿Cuánto tiempo llevas jugando al pádel?');
    expect(inSpanish(msg(assessmentQuestions('tennis')[0]!.text))).toBe(
      '¿Cuánto tiempo llevas jugando al tenis?',
    );
  });

  it('scores 0.5 for a beginner, 6.5 at most and 0.3 per point between', () => {
    expect(assessedHundredths([0, 0, 0, 0, 0])).toBe(50);
    expect(assessedHundredths([4, 4, 4, 4, 4])).toBe(650);
    expect(assessedHundredths([2, 2, 3, 2, 1])).toBe(350);
  });

  it('refuses anything but five answers among the options', () => {
    expect(validateAssessment([1, 2, 3])).toEqual(msg('validation.answerAll'));
    expect(validateAssessment([1, 2, 3, 4, 5])).toEqual(msg('validation.answerOption'));
    expect(validateAssessment([0, 1, 2, 3, 4])).toBeNull();
  });
});
