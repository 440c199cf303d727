import { describe, expect, it } from 'vitest';
import { cpuPerRequest, statTicks } from './bench-cpu.ts';
import { percentile, pooled, type LoadResult } from './bench-tools.ts';

const run = (
  steady: number[],
  firsts: number[],
  seconds: number,
  statements: number,
  serverMs = 1,
) => {
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
    cpu: { server: serverMs, helpers: 0.5, loader: 0.1, postgres: 2 },
    load: 1,
    gc: { count: 2, ms: serverMs, max: serverMs / 2, major: 1 },
    latencies: { steady: sorted, firsts },
  } satisfies LoadResult;
};

describe('pooled bench runs', () => {
  it('counts every request over the summed time and takes percentiles of all answers', () => {
    // A slow round and a fast one: pooled, the median sits between them, not on either.
    const slow = run([100, 110, 120, 130, 140, 150, 160, 170], [900, 950], 2, 2, 1.5);
    const fast = run([10, 20, 30, 40, 50, 60, 70, 80], [500, 600], 0.5, 3, 0.5);
    const both = pooled([slow, fast]);
    expect(both.requests).toBe(20);
    expect(both.seconds).toBe(2.5);
    expect(both.rps).toBe(8);
    expect(both.p50).toBe(100);
    // Garbage collection: the pauses of both, the longest of either.
    expect(both.gc).toEqual({ count: 4, ms: 2, max: 0.75, major: 2 });
    expect(both.p99).toBe(170);
    expect(both.p99All).toBe(950);
    expect(both.statuses).toEqual({ '200': 18, '409': 2 });
    expect(both.statementsPerRequest).toBe(2.5);
    expect(both.cpu).toEqual({ server: 1, helpers: 0.5, loader: 0.1, postgres: 2 });
  });

  it('has no percentile without answers', () => {
    expect(percentile([], 0.99)).toBeNaN();
    expect(percentile([5], 0.99)).toBe(5);
  });
});

describe('processor time of a run', () => {
  // A thread whose name holds a space and a parenthesis: fields count from the last ')'.
  const stat = (utime: number, stime: number) =>
    `4242 (node (worker)) S 1 4242 4242 0 -1 4194304 100 0 0 0 ${utime} ${stime} 0 0 20 0 7 0`;

  it('reads user and system ticks of a /proc stat line', () => {
    expect(statTicks(stat(120, 30))).toBe(150);
    expect(statTicks('garbage')).toBe(0);
  });

  it('splits a run per request into the server, its helper threads, the load generator and PostgreSQL', () => {
    // Backend 2 ended during the run, backend 3 began in it.
    const from = {
      main: 100,
      loader: 10,
      process: 150,
      postgres: new Map([
        ['1', 900],
        ['2', 100],
      ]),
    };
    const to = {
      main: 200,
      loader: 20,
      process: 300,
      postgres: new Map([
        ['1', 1000],
        ['3', 50],
      ]),
    };
    // 100 requests; ticks are hundredths of a second.
    expect(cpuPerRequest(from, to, 100)).toEqual({
      server: 10,
      helpers: 4,
      loader: 1,
      postgres: 15,
    });
    expect(cpuPerRequest(from, to, 0).server).toBeNaN();
  });
});
