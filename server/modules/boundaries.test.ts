/**
 * The server's import boundaries are kept by the linter (eslint.config.js): these snippets break
 * them on purpose, and the rule must refuse each one, so a config change that lets them through
 * fails here.
 */
import { ESLint } from 'eslint';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

/** Which other modules each module imports (its code, not its tests). */
function moduleImports(): Map<string, Set<string>> {
  const modules = join(root, 'server/modules');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  const moduleOf = (file: string) => relative(modules, file).split(/[\\/]/)[0]!;
  const graph = new Map<string, Set<string>>();
  for (const file of files(modules)) {
    const from = moduleOf(file);
    if (from.endsWith('.ts')) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), spec!);
      if (relative(modules, target).startsWith('..')) continue;
      const to = moduleOf(target);
      if (to !== from && !to.endsWith('.ts'))
        graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('the modules (decision 083)', () => {
  it('depend on each other one way: no module reaches back to one that imports it', () => {
    const graph = moduleImports();
    const cycles: string[] = [];
    const visit = (module: string, path: string[]) => {
      for (const next of graph.get(module) ?? []) {
        if (path.includes(next))
          cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else visit(next, [...path, next]);
      }
    };
    for (const module of graph.keys()) visit(module, [module]);
    expect(cycles).toEqual([]);
    // The pairs once carried by a function handed in at the top floor now point one way.
    const oneWay: Array<[string, string]> = [
      ['auth', 'users'],
      ['subscriptions', 'users'],
      ['school', 'subscriptions'],
      ['calendar', 'bookings'],
      ['bookings', 'courts'],
    ];
    for (const [from, to] of oneWay) {
      expect(graph.get(from), `${from} -> ${to}`).toContain(to);
    }
  });

  it('are composed at the top floor without handing one a function of another', () => {
    const top = readFileSync(join(root, 'server/modules/index.ts'), 'utf8');
    // `xRoutes(y)`: routes built from another module's function, a dependency the other way.
    expect(top.match(/\b\w+Routes\(\s*\w/g) ?? []).toEqual([]);
  });
});
