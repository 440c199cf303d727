import { describe, expect, it } from 'vitest';
import { percentile, pooled, type LoadResult } from './bench-tools.ts';

const run = (steady: number[], firsts: number[], seconds: number, statements: number) => {
  const sorted = [...steady].sort((a, b) => a - b);
  const requests = steady.length + firsts.length;
  return {
    requests,
    seconds,
    rps: requests / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    p99All: Math.max(...steady, ...firsts),
    statuses: { '200': requests - 1, '409': 1 },
    errors: 0,
    statementsPerRequest: statements,
    load: 1,
    latencies: { steady: sorted, firsts },
  } satisfies LoadResult;
};

describe('pooled bench runs', () => {
  it('counts every request over the summed time and takes percentiles of all answers', () => {
    // A slow round and a fast one: pooled, the median sits between them, not on either.
    const slow = run([100, 110, 120, 130, 140, 150, 160, 170], [900, 950], 2, 2);
    const fast = run([10, 20, 30, 40, 50, 60, 70, 80], [500, 600], 0.5, 3);
    const both = pooled([slow, fast]);
    expect(both.requests).toBe(20);
    expect(both.seconds).toBe(2.5);
    expect(both.rps).toBe(8);
    expect(both.p50).toBe(100);
    expect(both.p99).toBe(170);
    expect(both.p99All).toBe(950);
    expect(both.statuses).toEqual({ '200': 18, '409': 2 });
    expect(both.statementsPerRequest).toBe(2.5);
  });

  it('has no percentile without answers', () => {
    expect(percentile([], 0.99)).toBeNaN();
    expect(percentile([5], 0.99)).toBe(5);
  });
});
