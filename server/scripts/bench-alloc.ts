/**
 * What a request allocates (issue 29: every allocation is garbage the server's thread collects,
 * and its pauses make the slowest answers): with BENCH_PROFILE=alloc each read is run again under
 * V8's sampling heap profiler, and the bytes are summed by the function that allocated them.
 * Printed in bytes per answer, the busiest first, with the total.
 */
import { Session } from 'node:inspector/promises';

interface AllocationNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocationNode[];
}

/** Where a function is, as the lines print it: the package or the project's path. */
function placeOf({ functionName, url, lineNumber }: AllocationNode['callFrame']): string {
  const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|src)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** Runs `work` under the heap sampler; the bytes each function allocated. */
export async function allocationsOf<T>(
  work: () => Promise<T>,
): Promise<{ result: T; bytes: Map<string, number> }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.enable');
    // Collected objects too: a request's garbage is what this is about.
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 256,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    const result = await work();
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
      profile: { head: AllocationNode };
    };
    const bytes = new Map<string, number>();
    const walk = (node: AllocationNode) => {
      const place = placeOf(node.callFrame);
      if (node.selfSize) bytes.set(place, (bytes.get(place) ?? 0) + node.selfSize);
      node.children.forEach(walk);
    };
    walk(profile.head);
    return { result, bytes };
  } finally {
    session.disconnect();
  }
}

/** The total per answer, then the `top` functions that allocated most. */
export function allocationLines(bytes: Map<string, number>, requests: number, top = 12): string[] {
  const perRequest = (n: number) => (n / Math.max(requests, 1)).toFixed(0).padStart(6);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  const busiest = [...bytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `allocated ${perRequest(total)} B/req, the most by:`,
    ...busiest.map(([place, n]) => `  ${perRequest(n)} B/req  ${place}`),
  ];
}
