/**
 * Where a request's time goes (issue 29): with BENCH_PROFILE=1 each read is run a second time
 * under V8's sampling profiler (the server runs in the bench's own thread; autocannon's worker is
 * another isolate, not sampled), and the samples are summed by stage of the request pipeline:
 * each sample goes to the first stage found walking from the function that was running up to its
 * callers. Printed in microseconds of the server's thread per answer.
 */
import { Session } from 'node:inspector/promises';
import { allocationLines, allocationsOf } from './bench-alloc.ts';

interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 gives it. */
  lineNumber?: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Stages, most specific first: a frame is the first stage whose test it passes. */
const STAGES: Array<[stage: string, test: (f: CallFrame) => boolean]> = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['socket writes', (f) => ['writev', 'writeBuffer', 'writeUtf8String'].includes(f.functionName)],
  ['database', (f) => /drizzle-orm|@electric-sql\/pglite|\/pg\/|pg-protocol/.test(f.url)],
  ['session', (f) => /server\/(plugins\/sessions|sessions|modules\/auth\/session)/.test(f.url)],
  ['security headers', (f) => f.url.includes('server/plugins/security')],
  ['input text check', (f) => f.url.includes('server/plugins/input-text')],
  [
    'validation (zod)',
    (f) => /\/zod\/|fastify-type-provider-zod|fastify\/lib\/validation/.test(f.url),
  ],
  ['serialisation', (f) => /fast-json-stringify|fastify\/lib\/(reply|serializer)/.test(f.url)],
  ['logging', (f) => /pino|fastify\/lib\/logger/.test(f.url)],
  ['routing', (f) => f.url.includes('find-my-way')],
  ['realtime (socket.io)', (f) => /engine\.io|socket\.io/.test(f.url)],
  // The profiler's own work (stopping, handing the profile over) is not the server's.
  ['the profiler', (f) => f.url.includes('server/scripts/')],
  ['the route (ours)', (f) => f.url.includes('/server/') || f.url.includes('/src/')],
  ['fastify', (f) => f.url.includes('/fastify/')],
  ['node http', (f) => /node:_http|node:net|node:internal\/(streams|stream_base)/.test(f.url)],
];

/** Time (µs) by stage, and within each stage by the function that was running. */
export function stagesOf(profile: CpuProfile): Map<string, number> {
  return breakdown(profile).stages;
}

function breakdown(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stageOfNode = new Map<number, string>();
  const stageOf = (id: number): string => {
    const known = stageOfNode.get(id);
    if (known) return known;
    const frame = byId.get(id)!.callFrame;
    const found = STAGES.find(([, test]) => test(frame))?.[0];
    const up = parent.get(id);
    const stage = found ?? (up === undefined ? 'other' : stageOf(up));
    stageOfNode.set(id, stage);
    return stage;
  };
  const stages = new Map<string, number>();
  const functions = new Map<string, Map<string, number>>();
  profile.samples.forEach((id, i) => {
    const stage = stageOf(id);
    const us = profile.timeDeltas[i] ?? 0;
    stages.set(stage, (stages.get(stage) ?? 0) + us);
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.split('/').slice(-2).join('/');
    const line = lineNumber === undefined ? '' : `:${lineNumber + 1}`;
    const where = `${functionName || '(anonymous)'} ${file}${line}`.trim();
    const inStage = functions.get(stage) ?? new Map<string, number>();
    inStage.set(where, (inStage.get(where) ?? 0) + us);
    functions.set(stage, inStage);
  });
  return { stages, functions };
}

/** Stages whose busiest functions are listed under them: where our own code can be changed. */
const DETAILED = new Set(['the route (ours)', 'other']);

/** Runs `work` under the sampling profiler and returns what it did and the profile. */
export async function profiled<T>(
  work: () => Promise<T>,
): Promise<{ result: T; profile: CpuProfile }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const result = await work();
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    return { result, profile };
  } finally {
    session.disconnect();
  }
}

/** One line per stage, busiest first: µs of the server's thread per answer and its share. */
export function stageLines(profile: CpuProfile, requests: number): string[] {
  const { stages, functions } = breakdown(profile);
  stages.delete('idle');
  stages.delete('the profiler');
  const busy = [...stages.values()].reduce((a, b) => a + b, 0);
  const perRequest = (us: number) => (us / Math.max(requests, 1)).toFixed(1).padStart(6);
  return [...stages.entries()]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([stage, us]) => {
      const line = `${stage.padEnd(22)} ${perRequest(us)} µs/req ${((100 * us) / busy).toFixed(0).padStart(3)}%`;
      if (!DETAILED.has(stage)) return [line];
      const top = [...(functions.get(stage) ?? new Map<string, number>()).entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([where, fnUs]) => `  ${perRequest(fnUs)} µs/req  ${where}`);
      return [line, ...top];
    });
}

/** A load run under the profiler BENCH_PROFILE names: `alloc` for the heap, else the processor. */
export async function profileLines(
  kind: string,
  load: () => Promise<{ requests: number }>,
): Promise<string[]> {
  if (kind === 'alloc') {
    const { result, bytes } = await allocationsOf(load);
    return allocationLines(bytes, result.requests);
  }
  const { result, profile } = await profiled(load);
  return stageLines(profile, result.requests);
}
