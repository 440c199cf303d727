import { describe, expect, it } from 'vitest';
import { POSTGRES_ONLY } from './embedded-postgres.ts';
import {
  postgresOnlyFiles,
  postgresOnlySkipped,
  vitestCounts,
  type VitestReport,
} from './test-counts.ts';

/** A report as Vitest's JSON reporter writes it for a PGlite pass (trimmed to what is read). */
const pglitePass: VitestReport = {
  numPassedTests: 2,
  numFailedTests: 0,
  numPendingTests: 3,
  numTodoTests: 0,
  testResults: [
    {
      name: '/app/server/modules/door/door.test.ts',
      assertionResults: [
        { status: 'passed', ancestorTitles: ['door'] },
        { status: 'skipped', ancestorTitles: [`door: concurrent presses ${POSTGRES_ONLY}`] },
      ],
    },
    {
      name: '/app/server/modules/wallet/wallet.test.ts',
      assertionResults: [
        { status: 'skipped', ancestorTitles: [`wallet under concurrency ${POSTGRES_ONLY}`, 'x'] },
        { status: 'skipped', ancestorTitles: ['a test skipped for another reason'] },
        { status: 'passed', ancestorTitles: ['wallet'] },
      ],
    },
    {
      name: '/app/server/modules/shop/shop.test.ts',
      assertionResults: [{ status: 'skipped', ancestorTitles: ['skipped for another reason'] }],
    },
  ],
};

describe('test counts', () => {
  it('reads passed, failed and skipped (pending and todo) from the report', () => {
    expect(vitestCounts(pglitePass)).toEqual({ passed: 2, failed: 0, skipped: 3 });
    expect(vitestCounts(undefined)).toBeUndefined();
  });

  it('finds the tests skipped only because they need PostgreSQL, not the others', () => {
    expect(postgresOnlySkipped(pglitePass)).toBe(2);
    expect(postgresOnlySkipped(undefined)).toBe(0);
  });

  it('names the files the PostgreSQL pass runs: those with a PostgreSQL-only suite', () => {
    expect(postgresOnlyFiles(pglitePass)).toEqual([
      '/app/server/modules/door/door.test.ts',
      '/app/server/modules/wallet/wallet.test.ts',
    ]);
    expect(postgresOnlyFiles(undefined)).toBeUndefined();
  });
});
