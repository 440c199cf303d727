/**
 * `npm run dev`: the API server on PORT+1 and Vite's dev server (hot reload) on PORT, which
 * proxies /api, /socket.io and /uploads to it, so the browser sees one origin.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CLUB_API_PROXY: `http://127.0.0.1:${apiPort}` },
    },
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGINT'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
