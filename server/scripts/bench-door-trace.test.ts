import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './bench-door-trace.ts';

const URL = 'http://127.0.0.1:5181/unlock?source=shortcut';
const at = (name: string, ts: number, dur: number, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: 7,
  tid,
});

describe("the door launch's main thread, from a trace", () => {
  const start: TraceEvent = {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000_000,
    pid: 7,
    tid: 1,
    args: { data: { documentLoaderURL: URL } },
  };

  it("counts each kind of work's own time, its children's taken out, and the time no task ran", () => {
    const events = [
      start,
      // A task of 40 ms holding a parse of 30, which holds a script of 10.
      at('RunTask', 1_010_000, 40_000),
      at('ParseHTML', 1_012_000, 30_000),
      at('EvaluateScript', 1_020_000, 10_000),
      // Layout of 20 ms, of which 10 fall after the button was ready (at 100 ms).
      at('Layout', 1_090_000, 20_000),
      // Another thread, and before the navigation: neither counts.
      at('Layout', 1_010_000, 50_000, 2),
      at('RunTask', 900_000, 50_000),
    ];
    const split = mainThreadTime(events, URL, 100)!;
    expect(split.kinds).toEqual(['ParseHTML 20', 'EvaluateScript 10', 'Layout 10', 'RunTask 10']);
    expect(split.idleMs).toBe(50);
  });

  it('is null for a page the trace never navigated to', () => {
    expect(mainThreadTime([start], 'http://127.0.0.1:5181/other', 100)).toBeNull();
  });
});
