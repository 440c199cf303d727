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
    { id: 6, callFrame: { functionName: '(idle)', url: '' } },
    // A function of no stage of its own counts as its caller's.
    {
      id: 7,
      callFrame: { functionName: 'helper', url: 'file:///x/node_modules/left-pad/index.js' },
    },
  ],
  samples: [4, 4, 3, 7, 5, 5, 5, 6, 2, 1],
  timeDeltas: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10],
};

describe('where a request’s time goes', () => {
  it('gives each sample to the first stage found from the running function up', () => {
    expect(Object.fromEntries(stagesOf(profile))).toEqual({
      'validation (zod)': 20,
      'the route (ours)': 20,
      'socket writes': 30,
      idle: 10,
      fastify: 10,
      other: 10,
    });
  });

  it('prints µs per answer and the share of the busy time, idle left out', () => {
    const lines = stageLines(profile, 2);
    expect(lines[0]).toBe('socket writes            15.0 µs/req  33%');
    expect(lines.some((l) => l.startsWith('idle'))).toBe(false);
    expect(lines).toHaveLength(5);
  });
});
