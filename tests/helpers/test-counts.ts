/** What `npm test` (tests/run.ts) reads from Vitest's JSON reports for its summary. */
import fs from 'node:fs';
import { POSTGRES_ONLY } from './embedded-postgres.ts';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { status: string; ancestorTitles: string[] }[] }[];
}

export function vitestReport(file: string): VitestReport | undefined {
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport)
    : undefined;
}

export function vitestCounts(report: VitestReport | undefined): Counts | undefined {
  if (!report) return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

const isPostgresOnlySkip = (t: { status: string; ancestorTitles: string[] }) =>
  t.status !== 'passed' &&
  t.status !== 'failed' &&
  t.ancestorTitles.join(' ').includes(POSTGRES_ONLY);

/**
 * The test files holding a PostgreSQL-only suite (concurrency, several instances, faults,
 * backups), which the PostgreSQL pass runs whole; undefined without a report to read.
 */
export function postgresOnlyFiles(report: VitestReport | undefined): string[] | undefined {
  return report?.testResults
    .filter((file) => file.assertionResults.some(isPostgresOnlySkip))
    .map((file) => file.name);
}

/** Tests of the PostgreSQL-only suites, which a pass on PGlite skips. */
export function postgresOnlySkipped(report: VitestReport | undefined): number {
  const tests = report?.testResults.flatMap((file) => file.assertionResults) ?? [];
  return tests.filter(isPostgresOnlySkip).length;
}
