/**
 * `npm start`, in plain JavaScript so that starting never waits for a TypeScript compiler:
 *
 * 1. The PWA is rebuilt only when its sources changed: a hash of their contents (and of the
 *    build-time settings) is stored with the build, `dist/.source-hash` (source-hash.mjs).
 * 2. The server runs from one bundle of its TypeScript (esbuild, packages left to node_modules)
 *    in `node_modules/.cache/club-server/`, made again only when the server's sources changed
 *    (same kind of hash). A start with both up to date compiles nothing.
 *
 * Signals: package.json runs this with `exec`, so a SIGINT or SIGTERM sent to `npm start` (by a
 * process manager or a container runtime) reaches this process instead of stopping at the shell
 * npm runs scripts in (dash passes none on). During the build they stop the build; afterwards the
 * server's own handlers (server/main.ts) close it cleanly, and npm waits for that.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PWA_HASH_FILE, pwaSourceHash, serverSourceHash } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readStamp = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null);

/** The build as a child process that a signal to this one stops too (no build left running). */
function runBuild() {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0) return resolve();
      process.exit(signal ? 1 : (code ?? 1));
    });
  });
}

const pwaStamp = path.join(root, 'dist', PWA_HASH_FILE);
if (readStamp(pwaStamp) !== pwaSourceHash(root)) {
  console.log(
    fs.existsSync(pwaStamp)
      ? 'Sources changed since the last build: rebuilding the PWA…'
      : 'Building the PWA…',
  );
  // The build writes the new hash itself (vite.config.ts).
  await runBuild();
}

// A cache, like other tools' under node_modules/.cache: never committed, linted or served.
const bundleDir = path.join(root, 'node_modules', '.cache', 'club-server');
const bundle = path.join(bundleDir, 'server.mjs');
const serverStamp = path.join(bundleDir, '.source-hash');
const serverHash = serverSourceHash(root);
if (readStamp(serverStamp) !== serverHash || !fs.existsSync(bundle)) {
  console.log('Bundling the server…');
  const { bundleServer } = await import('./bundle-server.mjs');
  fs.mkdirSync(bundleDir, { recursive: true });
  await bundleServer(root, bundle);
  fs.writeFileSync(serverStamp, serverHash);
}

const { loadConfig, ConfigError, startServer, distDir } = await import(pathToFileURL(bundle).href);
try {
  await startServer(loadConfig(), { staticDir: distDir });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
