/**
 * `npm test`: every check, in order, with one summary at the end. A failing step does not stop
 * the later ones (so one run shows everything that is wrong), but any failure makes the exit
 * code non-zero.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './helpers/chromium.ts';
import { startEmbeddedPostgres } from './helpers/embedded-postgres.ts';
import {
  postgresOnlyFiles,
  postgresOnlySkipped,
  vitestCounts,
  vitestReport,
  type Counts,
} from './helpers/test-counts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  counts?: Counts;
  note?: string;
}
const results: StepResult[] = [];
/** Set when a step was stopped by Ctrl-C or SIGTERM: the later steps are not started. */
let interrupted: NodeJS.Signals | null = null;

/** Runs one step, its output shown as it comes; the result is listed when it ends. */
function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<StepResult> {
  if (interrupted) {
    const result: StepResult = {
      name,
      ok: false,
      seconds: 0,
      note: `not run: interrupted (${interrupted})`,
    };
    results.push(result);
    return Promise.resolve(result);
  }
  console.log(`\n━━ ${name} ━━ ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      // Vitest and Playwright end with 130 or 143 on a Ctrl-C or SIGTERM rather than by the signal.
      if (signal === 'SIGINT' || status === 130) interrupted = 'SIGINT';
      if (signal === 'SIGTERM' || status === 143) interrupted = 'SIGTERM';
      const result: StepResult = { name, ok: status === 0, seconds: (Date.now() - started) / 1000 };
      results.push(result);
      resolve(result);
    });
  });
}

/** Runs one step without waiting, its output kept and printed when it ends. */
function runQuietly(name: string, command: string, args: string[]): Promise<StepResult> {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env: process.env });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      if (signal === 'SIGINT' || status === 130) interrupted = 'SIGINT';
      if (signal === 'SIGTERM' || status === 143) interrupted = 'SIGTERM';
      console.log(`\n━━ ${name} ━━ ${[path.basename(command), ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Steps `lanes` at a time, in the order given; their results listed in that order. */
async function runTogether(steps: Array<[string, string, string[]]>, lanes = 2): Promise<void> {
  const done: StepResult[] = new Array<StepResult>(steps.length);
  let next = 0;
  const lane = async () => {
    while (next < steps.length && !interrupted) {
      const i = next++;
      const [name, command, args] = steps[i]!;
      done[i] = await runQuietly(name, command, args);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  steps.forEach(([name], i) => {
    results.push(done[i] ?? { name, ok: false, seconds: 0, note: `not run: interrupted` });
  });
}

/** The suite's counts; a journey that passed only on its retry counts as passed, and is named. */
function playwrightCounts(file: string): { counts: Counts; flaky: number } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    counts: {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    },
    flaky: report.stats.flaky,
  };
}

await run('route tree', bin('tsr'), ['generate']);
// The static checks are independent and each mostly one thread: two at a time, their output
// printed whole as each ends.
await runTogether([
  ['typecheck (PWA)', bin('tsc'), ['-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['typecheck (server)', bin('tsc'), ['-p', 'server/tsconfig.json']],
  ['format', bin('prettier'), ['--check', '.', '--log-level=warn']],
  // Files, exports and dependencies nothing uses (tests/knip.jsonc says what it cannot see).
  [
    'no unused code or dependencies',
    bin('knip'),
    ['--no-progress', '--config', 'tests/knip.jsonc'],
  ],
  [
    'no circular imports',
    bin('madge'),
    ['--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', 'src', 'server'],
  ],
]);

const vitestPglite = path.join(resultsDir, 'vitest.json');
fs.rmSync(vitestPglite, { force: true });
const unit = await run('vitest (domain, components, server on PGlite)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestPglite}`,
]);
const pgliteReport = vitestReport(vitestPglite);
unit.counts = vitestCounts(pgliteReport);

// The production build is mostly one thread and the PostgreSQL pass mostly waits on its database:
// they run side by side, the build's output printed whole when it ends.
const building = interrupted
  ? undefined
  : runQuietly('build (production PWA)', bin('vite'), ['build', '--logLevel', 'warn']);

// The files with PostgreSQL-only suites (concurrency, several instances, faults, backups) again on
// a real PostgreSQL (decision 088): on TEST_DATABASE_URL, else on a PostgreSQL server of its own
// (embedded-postgres), so none is skipped anywhere. Without a PGlite report, the whole server suite.
const pgName = 'vitest (PostgreSQL-only suites on PostgreSQL)';
const pgFiles = postgresOnlyFiles(pgliteReport)?.map((file) => path.relative(root, file));
let postgresUrl = process.env.TEST_DATABASE_URL;
const embedded = postgresUrl || interrupted ? undefined : await startEmbeddedOrReport();
postgresUrl ??= embedded?.url;
if (postgresUrl) {
  const vitestPg = path.join(resultsDir, 'vitest-postgres.json');
  fs.rmSync(vitestPg, { force: true });
  try {
    const pgRun = await run(
      pgName,
      bin('vitest'),
      [
        'run',
        '--project',
        'server',
        ...(pgFiles?.length ? pgFiles : []),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestPg}`,
      ],
      { SERVER_TEST_POSTGRES_URL: postgresUrl },
    );
    pgRun.counts = vitestCounts(vitestReport(vitestPg));
    if (embedded) pgRun.note = 'on an embedded PostgreSQL (TEST_DATABASE_URL is not set)';
    const deferred = postgresOnlySkipped(pgliteReport);
    if (pgRun.counts && unit.counts && deferred > 0) {
      // Skipped on PGlite only because they need PostgreSQL, and just run there: not skipped.
      unit.counts.skipped -= deferred;
      unit.note = `${deferred} PostgreSQL-only tests left to the PostgreSQL pass`;
    }
  } finally {
    await embedded?.stop();
  }
}

/** The browser for the end-to-end suite, or undefined with a failed step saying how to get one. */
function chromiumOrReport(): string | undefined {
  try {
    return ensureChromium();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.error(why);
    results.push({ name: 'e2e (Chromium)', ok: false, seconds: 0, note: why });
    return undefined;
  }
}

/** The embedded server, or undefined with a failed step saying why it did not start. */
async function startEmbeddedOrReport() {
  console.log(`\n━━ ${pgName} ━━ starting an embedded PostgreSQL (TEST_DATABASE_URL is not set)`);
  try {
    return await startEmbeddedPostgres();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    results.push({
      name: pgName,
      ok: false,
      seconds: 0,
      note: `the embedded PostgreSQL did not start (${why.split('\n')[0]}); set TEST_DATABASE_URL`,
    });
    return undefined;
  }
}

const build: StepResult = (await building) ?? {
  name: 'build (production PWA)',
  ok: false,
  seconds: 0,
  note: 'not run: interrupted',
};
results.push(build);
if (build.ok) {
  // Compressed JavaScript of the door page and of the first screen, read from the build.
  await run('JavaScript and stylesheet budgets', bin('tsx'), ['tests/budgets.ts']);

  const e2eReport = path.join(resultsDir, `e2e-${process.env.E2E_PORT ?? '4318'}.json`);
  fs.rmSync(e2eReport, { force: true });
  const chromium = interrupted ? undefined : chromiumOrReport();
  if (chromium) {
    const e2e = await run(
      'e2e (Chromium)',
      bin('playwright'),
      ['test', '-c', 'tests/e2e/playwright.config.ts'],
      { CHROMIUM_PATH: chromium },
    );
    const report = playwrightCounts(e2eReport);
    e2e.counts = report?.counts;
    if (report?.flaky)
      e2e.note = `${report.flaky} flaky: failed once, passed on the retry (listed above)`;
  }
} else {
  results.push({
    name: 'e2e (Chromium)',
    ok: false,
    seconds: 0,
    note: 'not run: the build failed',
  });
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━ Summary ━━');
for (const r of results) {
  const counts = r.counts
    ? ` ${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped`
    : '';
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)${counts}${r.note ? ` — ${r.note}` : ''}`,
  );
  if (r.counts) {
    total.passed += r.counts.passed;
    total.failed += r.counts.failed;
    total.skipped += r.counts.skipped;
  }
}
const failedSteps = results.filter((r) => !r.ok).length;
// A failed step without test counts (typecheck, lint, build) still counts as one failure.
const failed =
  total.failed + results.filter((r) => !r.ok && (!r.counts || r.counts.failed === 0)).length;
console.log(`\nTotal: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
