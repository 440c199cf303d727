/**
 * `npm test`'s JavaScript and stylesheet budgets, after the build: what a browser downloads,
 * brotli-compressed as the server sends it, for the door page opened directly and for the first
 * screen of an anonymous visitor (`/`, the login), and the door page's early script alone (inline in
 * unlock.html). Read from the build's manifest and pages, so they do not
 * depend on the machine's speed. `npx tsx tests/budgets.ts [distDir]` prints them and fails over a
 * budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { inlineScripts } from '../server/lib/inline-scripts.ts';
import { staticClosure } from '../server/scripts/index-html.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  name: string;
  kind: 'js' | 'css';
  /** Manifest keys of what the page loads: the entry, then its dynamic imports for this path. */
  chunks: string[];
  /** Pages of the build whose inline scripts count too (the door page's early script). */
  inlineIn?: string[];
  maxBytes: number;
}

// The door opened directly: unlock.html's early script (the button working before any
// framework, src/door-early.ts, inlined in the page), then the React page it loads.
const DOOR_PAGE = ['unlock.html'];
// With the Spanish catalogue's namespaces each page loads before it renders (decision 089).
const spanish = (...namespaces: string[]) =>
  namespaces.map((namespace) => `src/i18n/locales/es/${namespace}.json`);
const DOOR = ['src/door-main.tsx', ...spanish('common', 'door')];
const FIRST_ROUTE = [
  'index.html',
  'src/app-main.tsx',
  'src/routes/index.tsx?tsr-split=component',
  ...spanish('common', 'auth'),
];

export const BUDGETS: Budget[] = [
  // Issue 31: a few KB, no framework, so the button works about as soon as a bare page's.
  {
    name: '/unlock early script (before any framework)',
    kind: 'js',
    chunks: [],
    inlineIn: DOOR_PAGE,
    maxBytes: 4 * 1024,
  },
  {
    name: '/unlock (door page opened directly)',
    kind: 'js',
    chunks: DOOR,
    inlineIn: DOOR_PAGE,
    maxBytes: 120 * 1024,
  },
  { name: '/ (first route, anonymous)', kind: 'js', chunks: FIRST_ROUTE, maxBytes: 170 * 1024 },
  // Each screen brings its components' styles (server/scripts/mantine-css.ts); Mantine's whole
  // stylesheet alone is 32 KB.
  { name: '/unlock stylesheets', kind: 'css', chunks: DOOR, maxBytes: 10 * 1024 },
  { name: '/ stylesheets', kind: 'css', chunks: FIRST_ROUTE, maxBytes: 16 * 1024 },
];

/** The JavaScript (or stylesheet) files of `keys` and everything they import statically, each once. */
export function bundleFiles(manifest: Manifest, keys: string[], kind: Budget['kind']): string[] {
  const chunks = staticClosure(keys, (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no chunk '${key}'.`);
    return chunk.imports ?? [];
  }).map((key) => manifest[key]!);
  const files =
    kind === 'js'
      ? chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'))
      : chunks.flatMap((chunk) => chunk.css ?? []);
  return [...new Set(files)];
}

/**
 * Bytes on the wire: the build's brotli copy, or the file itself where the build kept none (too
 * small to gain). The manifest must exist: the build writes it along with the copies.
 */
function compressedSize(distDir: string, file: string): number {
  const compressed = path.join(distDir, `${file}.br`);
  if (fs.existsSync(compressed)) return fs.statSync(compressed).size;
  const size = fs.statSync(path.join(distDir, file)).size;
  if (size > 1024) throw new Error(`${file} has no brotli copy: did the build's last step run?`);
  return size;
}

/** The inline scripts of one of the build's pages; a page meant to hold one must. */
function pageScripts(distDir: string, page: string): string[] {
  const scripts = inlineScripts(fs.readFileSync(path.join(distDir, page), 'utf8'));
  if (scripts.length === 0)
    throw new Error(`${page} holds no inline script: did the build inline it?`);
  return scripts;
}

export function checkBudgets(distDir: string) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return BUDGETS.map((budget) => {
    const files = bundleFiles(manifest, budget.chunks, budget.kind);
    const inline = (budget.inlineIn ?? []).flatMap((page) => pageScripts(distDir, page));
    const bytes =
      files.reduce((sum, file) => sum + compressedSize(distDir, file), 0) +
      inline.reduce((sum, code) => sum + zlib.brotliCompressSync(code).length, 0);
    const all = [
      ...files,
      ...inline.map((_, i) => `${budget.inlineIn!.join()} inline script ${i + 1}`),
    ];
    return { ...budget, files: all, bytes, ok: bytes <= budget.maxBytes };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const results = checkBudgets(path.resolve(root, process.argv[2] ?? 'dist'));
  for (const r of results) {
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${kb(r.bytes)} brotli in ${r.files.length} files (budget ${kb(r.maxBytes)})`,
    );
  }
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
