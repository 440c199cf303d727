import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineImages, sharedChunks } from './index-html.ts';

const chunk = (facade: string | null, imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  facadeModuleId: facade,
  imports,
  isEntry,
});

describe('index.html preloads', () => {
  // The page's script (index) is imported back by chunks for the preload helper.
  const bundle = {
    'index.js': chunk('/r/index.html', [], true),
    'app.js': chunk('/r/src/app-main.tsx', ['react.js', 'router.js', 'index.js']),
    'door.js': chunk('/r/src/door-main.tsx', ['react.js', 'box.js', 'index.js']),
    'router.js': chunk(null, ['react.js']),
    'react.js': chunk(null, ['runtime.js']),
    'box.js': chunk(null, ['react.js']),
    'runtime.js': chunk(null, []),
  };

  it('lists what both entries need, through every level of imports, and nothing only one needs', () => {
    expect(sharedChunks(bundle, ['/src/app-main.tsx', '/src/door-main.tsx'])).toEqual([
      'react.js',
      'runtime.js',
    ]);
  });

  it('fails the build when an entry is not in it', () => {
    expect(() => sharedChunks(bundle, ['/src/app-main.tsx', '/src/gone.tsx'])).toThrow(
      'no chunk for /src/gone.tsx',
    );
  });
});

describe('index.html splash', () => {
  it('puts a marked image’s file in the page and leaves other references alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-splash-'));
    fs.mkdirSync(path.join(dir, 'icons'));
    fs.writeFileSync(path.join(dir, 'icons/a.svg'), '<svg/>');
    const html = `<link rel="icon" href="/icons/a.svg" /><img\n  data-inline\n  src="/icons/a.svg" alt="" />`;
    const out = inlineImages(html, dir);
    const encoded = Buffer.from('<svg/>').toString('base64');
    expect(out).toBe(
      `<link rel="icon" href="/icons/a.svg" /><img\n  src="data:image/svg+xml;base64,${encoded}" alt="" />`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('marks the splash of the real index.html, whose icon exists', () => {
    const html = fs.readFileSync('index.html', 'utf8');
    expect(inlineImages(html, path.resolve('public'))).toMatch(
      /<div id="root">\s*<img\s+src="data:image\/svg\+xml;base64,/,
    );
  });
});
