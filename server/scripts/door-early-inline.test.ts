import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileEarlyScript } from './door-early-inline.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe("the door page's early script, inlined", () => {
  it('is one classic script that imports nothing but the full page, after drawing the button', async () => {
    const code = await compileEarlyScript(root, {}, '/assets/door-main-abc123.js');
    // Wrapped: its names stay out of the page's globals; no module syntax, no CommonJS shim.
    expect(code.startsWith('(()=>{')).toBe(true);
    expect(code.endsWith('})();')).toBe(true);
    expect(code).not.toMatch(/\bimport\s*[{*\w]|\bexport\b|\brequire\b|import\.meta/);
    expect(code.match(/import\(/g)).toEqual(['import(']);
    expect(code).toContain('import("/assets/door-main-abc123.js")');
    expect(code).not.toContain('</');
    // The press the React page shares, the default door and API path.
    expect(code).toContain('clubDoorPress');
    expect(code).toContain('"main"');
    expect(code).toContain('/access/doors/unlock');
    expect(zlib.brotliCompressSync(code).length).toBeLessThan(4 * 1024);
  });

  it("holds the door's early texts in every language, as the catalogues word them", async () => {
    const code = await compileEarlyScript(root, {}, '/assets/door-main-abc123.js');
    // esbuild writes the non-ASCII letters as escapes ('Acc\xE9s a la porta').
    expect(code).toContain('"Acceso a la puerta"');
    expect(code).toContain('a la porta"');
    expect(code).toContain('"Door access"');
    // ICU's quoting undone: the apostrophe as the member reads it.
    expect(code).toContain(`"No s'ha pogut obrir la porta. Torna-ho a provar."`);
    expect(code).not.toMatch(/Lingui|i18n\._/);
  });

  it("takes the club's own door and API from the build's settings", async () => {
    const code = await compileEarlyScript(
      root,
      { VITE_DOOR_ID: 'porton-norte', VITE_API_URL: 'https://api.club.example/api' },
      '/assets/door-main-abc123.js',
    );
    expect(code).toContain('"porton-norte"');
    expect(code).toContain('"https://api.club.example/api"');
  });
});
