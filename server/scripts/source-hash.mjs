/**
 * Hashes of what the two builds are made of, so `npm start` rebuilds only when a source changed:
 * file paths and contents (never times, which a checkout changes) plus the settings the PWA bakes
 * in. The PWA's build writes its hash into `dist/` (vite.config.ts); start.mjs compares.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const PWA_SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
  'server/scripts/precompress.ts',
  'server/scripts/mantine-css.ts',
  'server/scripts/mantine-use-id.ts',
  'server/scripts/index-html.ts',
  'server/scripts/door-early-inline.ts',
  'server/scripts/i18n-plugin.ts',
  'server/scripts/source-hash.mjs',
];
const PWA_SETTINGS = /^(VITE_|APP_BUILD_ID$)/;
const SERVER_SOURCES = ['server', 'src/domain', 'src/api', 'src/i18n', 'package-lock.json'];

/** Where the PWA's build keeps the hash of the sources it was made from. */
export const PWA_HASH_FILE = '.source-hash';

function listFiles(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((child) => listFiles(root, path.join(entry, child)));
}

function contentHash(root, entries, extra) {
  const hash = createHash('sha256').update(root).update('\0').update(extra);
  for (const file of entries.flatMap((entry) => listFiles(root, entry))) {
    // Tests never reach a build.
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** @param {string} root @returns {string} */
export function pwaSourceHash(root) {
  const settings = Object.entries(process.env)
    .filter(([name]) => PWA_SETTINGS.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
  return contentHash(root, PWA_SOURCES, settings);
}

/** @param {string} root @returns {string} */
export function serverSourceHash(root) {
  return contentHash(root, SERVER_SOURCES, '');
}
