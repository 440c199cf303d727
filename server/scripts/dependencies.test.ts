import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * What a newcomer's `npm ci` prints comes from the lockfile: a package whose `engines` excludes
 * the oldest Node we support is an EBADENGINE warning, and a package with an install script that
 * `allowScripts` does not decide on is npm 11's 'install-scripts' notice.
 */

// semver is npm's own range grammar; it is in node_modules through many packages.
const { satisfies } = createRequire(import.meta.url)('semver') as {
  satisfies: (version: string, range: string) => boolean;
};

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string };
  hasInstallScript?: boolean;
}

const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as T;
const lock = read<{ packages: Record<string, LockedPackage> }>('package-lock.json');
const manifest = read<{
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
  dependencies: Record<string, string>;
}>('package.json');
const installed = Object.entries(lock.packages).filter(([key]) => key.startsWith('node_modules/'));
const nameOf = (key: string) =>
  key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('npm ci on the oldest supported Node', () => {
  const oldest = manifest.engines.node.replace(/^>=\s*/, '');

  it('is Node 20.19', () => {
    expect(satisfies('20.19.0', manifest.engines.node)).toBe(true);
    expect(oldest).toBe('20.19');
  });

  it('installs no package that asks for a newer Node', () => {
    // npm skips an optional package whose engines do not match, silently.
    const refusing = installed
      .filter(([, p]) => !p.optional && p.engines?.node)
      .filter(([, p]) => !satisfies(`${oldest}.0`, p.engines!.node!))
      .map(([key, p]) => `${nameOf(key)}@${p.version} (node ${p.engines!.node})`);
    expect(refusing).toEqual([]);
  });

  it('decides on every install script, so npm has none to report as skipped', () => {
    const decided = manifest.allowScripts ?? {};
    const undecided = installed
      .filter(([, p]) => p.hasInstallScript)
      .filter(
        ([key, p]) => !(nameOf(key) in decided) && !(`${nameOf(key)}@${p.version}` in decided),
      )
      .map(([key, p]) => `${nameOf(key)}@${p.version}`);
    expect(undecided).toEqual([]);
  });
});

describe('Mantine', () => {
  it('is one exact version in every @mantine package, so styles and components agree', () => {
    const mantine = Object.entries(manifest.dependencies).filter(([name]) =>
      name.startsWith('@mantine/'),
    );
    expect(mantine.length).toBeGreaterThan(1);
    const ranges = new Set(mantine.map(([, range]) => range));
    expect([...ranges]).toHaveLength(1);
    expect([...ranges][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
