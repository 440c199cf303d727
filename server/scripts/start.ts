/**
 * `npm start`: builds the PWA when the build is missing or older than its sources, then starts
 * one server that serves it and the API on the embedded database.
 *
 * Signals: package.json runs this with `exec`, so a SIGINT or SIGTERM sent to `npm start` (by a
 * process manager or a container runtime) reaches this process instead of stopping at the shell
 * npm runs scripts in (dash passes none on). During the build they stop the build; afterwards the
 * server's own handlers (main.ts) close it cleanly, and npm waits for that.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildStamp = path.join(root, 'dist', 'index.html');
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = fs.existsSync(buildStamp) ? fs.statSync(buildStamp).mtimeMs : 0;
const stale = sources.some((s) => newestMtime(s) > builtAt);
if (stale) {
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding the PWA…' : 'Building the PWA…',
  );
  await runBuild();
}

/** The build as a child process that a signal to this one stops too (no build left running). */
function runBuild(): Promise<void> {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
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

const { loadConfig, ConfigError } = await import('../config.ts');
const { startServer, distDir } = await import('../main.ts');
try {
  await startServer(loadConfig(), { staticDir: distDir });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
