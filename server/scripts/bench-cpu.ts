/**
 * Where a run's processor time went, read from Linux's /proc: the server's event loop (this
 * process's main thread), its helper threads (V8's garbage collection and optimising compilers,
 * libuv's pool: scrypt for a login), the load generator's thread, and every PostgreSQL process on
 * this machine. On two cores the four share the machine, so a scenario's requests/s is bounded by
 * their sum per request, not by the server's part alone. Elsewhere (no /proc, or a database on
 * another machine) the parts read 0.
 */
import fs from 'node:fs';
import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux port). */
const HZ = 100;

export interface CpuSample {
  main: number;
  loader: number;
  /** The whole process: main, loader and helpers. */
  process: number;
  /** Per PostgreSQL process id. */
  postgres: Map<string, number>;
}

/** Per-request milliseconds of processor time, by part. */
export interface CpuPerRequest {
  server: number;
  helpers: number;
  loader: number;
  postgres: number;
}

/** utime + stime of a /proc stat line, in ticks; 0 when it is not one. */
export function statTicks(text: string): number {
  // The command name, in parentheses, may hold spaces: fields count from after its ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks : 0;
}

/** A /proc stat file's ticks; 0 when it cannot be read (the process gone, not Linux). */
function readTicks(file: string): number {
  try {
    return statTicks(fs.readFileSync(file, 'utf8'));
  } catch {
    return 0;
  }
}

function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return ticks;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // ended between the listing and the read
    }
    ticks.set(pid, readTicks(`/proc/${pid}/stat`));
  }
  return ticks;
}

/** This process's thread ids. */
export function threadIds(): string[] {
  try {
    return fs.readdirSync('/proc/self/task');
  } catch {
    return [];
  }
}

/**
 * The thread a worker started since `before` runs on: of the threads new since then, the busiest
 * (booting a worker takes a tenth of a second or more; a thread libuv's pool started meanwhile has
 * done nothing).
 */
export function newBusiestThread(before: Set<string>): string | undefined {
  let busiest: { tid: string; ticks: number } | undefined;
  for (const tid of threadIds()) {
    if (before.has(tid)) continue;
    const ticks = readTicks(`/proc/self/task/${tid}/stat`);
    if (!busiest || ticks > busiest.ticks) busiest = { tid, ticks };
  }
  return busiest?.tid;
}

export function sampleCpu(loaderTid: string | undefined): CpuSample {
  return {
    main: readTicks(`/proc/self/task/${process.pid}/stat`),
    loader: loaderTid ? readTicks(`/proc/self/task/${loaderTid}/stat`) : 0,
    process: readTicks('/proc/self/stat'),
    postgres: postgresTicks(),
  };
}

export function cpuPerRequest(from: CpuSample, to: CpuSample, requests: number): CpuPerRequest {
  const ms = (ticks: number) => (requests ? (ticks * 1000) / HZ / requests : Number.NaN);
  const main = to.main - from.main;
  const loader = to.loader - from.loader;
  // A backend that ended during the run is missing from `to`: only its time before the run is
  // lost. One that started during it counts whole.
  let postgres = 0;
  for (const [pid, ticks] of to.postgres) postgres += ticks - (from.postgres.get(pid) ?? 0);
  return {
    server: ms(main),
    helpers: ms(to.process - from.process - main - loader),
    loader: ms(loader),
    postgres: ms(postgres),
  };
}

export interface GcPauses {
  count: number;
  ms: number;
  max: number;
  /** Of them, the full (mark-compact) collections. */
  major: number;
}

/** Watches this thread's garbage collections (the server's, not the worker's) until stopped. */
export function watchGc(): () => GcPauses {
  const pauses: GcPauses = { count: 0, ms: 0, max: 0, major: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.count += 1;
      pauses.ms += entry.duration;
      pauses.max = Math.max(pauses.max, entry.duration);
      const detail = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail;
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) pauses.major += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => (observer.disconnect(), pauses);
}
