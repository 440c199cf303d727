import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PWA_SOURCES } from './source-hash.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const viteConfig = fs.readFileSync(path.join(root, 'vite.config.ts'), 'utf8');

describe("what `npm start`'s build hash covers", () => {
  it("every build plugin of the server's scripts and every HTML page the build starts from", () => {
    const plugins = [...viteConfig.matchAll(/from '\.\/(server\/scripts\/[\w.-]+)'/g)].map(
      ([, file]) => file!,
    );
    const pages = [...viteConfig.matchAll(/'(\w[\w/-]*\.html)'/g)].map(([, file]) => file!);
    expect(plugins.length).toBeGreaterThan(3);
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'src/unlock.html']));
    // A page under src/ is covered by src.
    for (const file of [...plugins, ...pages]) {
      expect(PWA_SOURCES).toContain(file.startsWith('src/') ? 'src' : file);
    }
  });
});
