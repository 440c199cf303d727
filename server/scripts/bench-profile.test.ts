import { describe, expect, it } from 'vitest';
import { stageLines, stagesOf, type CpuProfile } from './bench-profile.ts';

/** A profile of root → fastify's handler → our route → zod, and root → writev, root → idle. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '' }, children: [2, 5, 6] },
    {
      id: 2,
      callFrame: { functionName: 'handler', url: 'file:///x/node_modules/fastify/lib/route.js' },
      children: [3],
    },
    {
      id: 3,
      callFrame: { functionName: 'answer', url: 'file:///work/server/modules/bookings/routes.ts' },
      children: [4, 7],
    },
    {
      id: 4,
      callFrame: { functionName: 'parse', url: 'file:///x/node_modules/zod/v4/core/parse.js' },
    },
    { id: 5, callFrame: { functionName: 'writev', url: '' } },
    { id: 6, callFrame: { functionName: '(idle)', url: '' }, children: [8] },
    // A function of no stage of its own counts as its caller's.
    {
      id: 7,
      callFrame: { functionName: 'helper', url: 'file:///x/node_modules/left-pad/index.js' },
    },
    // The profiler stopping: the bench's own work, left out.
    {
      id: 8,
      callFrame: { functionName: 'profiled', url: 'file:///work/server/scripts/bench-profile.ts' },
    },
  ],
  samples: [4, 4, 3, 7, 5, 5, 5, 6, 2, 1, 8],
  timeDeltas: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10],
};

describe('where a request’s time goes', () => {
  it('gives each sample to the first stage found from the running function up', () => {
    expect(Object.fromEntries(stagesOf(profile))).toEqual({
      'validation (zod)': 20,
      'the route (ours)': 20,
      'socket writes': 30,
      idle: 10,
      'the profiler': 10,
      fastify: 10,
      other: 10,
    });
  });

  it('prints µs per answer and the share of the busy time, idle left out', () => {
    const lines = stageLines(profile, 2);
    expect(lines[0]).toBe('socket writes            15.0 µs/req  33%');
    expect(lines.some((l) => l.startsWith('idle'))).toBe(false);
    expect(lines.filter((l) => !l.startsWith(' '))).toHaveLength(5);
  });

  it('names the busiest functions under our own stage and under no stage', () => {
    const lines = stageLines(profile, 2);
    const ours = lines.indexOf('the route (ours)         10.0 µs/req  22%');
    expect(lines.slice(ours + 1, ours + 3)).toEqual([
      '     5.0 µs/req  answer bookings/routes.ts',
      '     5.0 µs/req  helper left-pad/index.js',
    ]);
    expect(lines.at(-1)).toBe('     5.0 µs/req  (root)');
  });
});
