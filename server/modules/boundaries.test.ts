/**
 * The server's import boundaries are kept by the linter (eslint.config.js): these snippets break
 * them on purpose, and the rule must refuse each one, so a config change that lets them through
 * fails here.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

/** The no-restricted-imports messages ESLint gives `code` as if it were the file `filePath`. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('server module boundaries', () => {
  it("refuses a module's deep import into another module, and allows its index.ts", async () => {
    const deep = await importErrors(
      'server/modules/school/example.ts',
      "import { blockedTimeOf } from '../courts/service.ts';\nexport const f = blockedTimeOf;\n",
    );
    expect(deep).toEqual([
      expect.stringContaining('Another server module is imported only through its index.ts'),
    ]);

    const fromSubFolder = await importErrors(
      'server/modules/users/admin/example.ts',
      "import { creditWallet } from '../../wallet/service.ts';\nexport const f = creditWallet;\n",
    );
    expect(fromSubFolder).toHaveLength(1);

    const viaIndex = await importErrors(
      'server/modules/school/example.ts',
      "import { publishCourtsChanged } from '../courts/index.ts';\nexport const f = publishCourtsChanged;\n",
    );
    expect(viaIndex).toEqual([]);
  });

  it('refuses the top floor a deep import into a module', async () => {
    const errors = await importErrors(
      'server/jobs-example.ts',
      "import { pruneAccounts } from './modules/auth/housekeeping.ts';\nexport const f = pruneAccounts;\n",
    );
    expect(errors).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it('refuses the ground floor any import of a module, even its index.ts', async () => {
    for (const filePath of ['server/realtime.ts', 'server/plugins/example.ts', 'server/db/x.ts']) {
      const depth = filePath.split('/').length - 2;
      const up = depth === 0 ? './' : '../'.repeat(depth);
      const errors = await importErrors(
        filePath,
        `import { findSessionUser } from '${up}modules/auth/index.ts';\nexport const f = findSessionUser;\n`,
      );
      expect(errors, filePath).toEqual([
        expect.stringContaining('The ground floor imports no module'),
      ]);
    }
  });
});
