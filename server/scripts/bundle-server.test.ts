import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from './bundle-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Packages an adapter loads at its first call (server/lib/lazy.ts), never at start. */
const LAZY = ['stripe', 'mqtt', 'nodemailer'];

describe("npm start's server bundle", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bundle-'));
  const outfile = path.join(dir, 'server.mjs');
  let code = '';
  beforeAll(async () => {
    await bundleServer(root, outfile);
    code = fs.readFileSync(outfile, 'utf8');
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The packages the bundle imports statically: every one is loaded when the server starts. */
  const startImports = () =>
    new Set([...code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";?$/gm)].map((m) => m[1]!));

  it('loads the server and its packages from node_modules at start', () => {
    const imports = startImports();
    expect(imports).toContain('fastify');
    expect(imports).toContain('@electric-sql/pglite');
  });

  it("loads the optional adapters' packages only when called, not at start", () => {
    const imports = startImports();
    for (const name of LAZY) {
      expect(imports, name).not.toContain(name);
      expect(code).toContain(`import("${name}")`);
    }
  });
});
