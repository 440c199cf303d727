import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort } from '../helpers/server-process.ts';

/**
 * `npm start` as a process manager or a container runtime stops it: one signal to the npm
 * process itself, not Ctrl-C's signal to the whole terminal group. It runs against the build the
 * suite already made (npm test builds before the e2e step), so `npm start` does not rebuild.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Whether something still accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test.describe.configure({ mode: 'serial' });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start stopped with ${signal} shuts the server down cleanly within 10 s and frees its port`, async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-start-'));
    // Its own process group, so whatever the test leaves behind can be ended by this group's id.
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WEATHER_PROVIDER: 'none',
      },
    });
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 90_000 }).toContain('Club app listening at');
      expect(output).not.toContain('rebuilding the PWA');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);

      const sent = Date.now();
      npm.kill(signal);
      const code = await Promise.race([
        exited(npm),
        new Promise<'still running'>((r) => setTimeout(() => r('still running'), 10_000)),
      ]);
      expect(code, output).toBe(0);
      expect(Date.now() - sent).toBeLessThan(10_000);
      // The server's own shutdown ran (not a kill), and nothing is left on the port.
      expect(output).toContain(`"signal":"${signal}","msg":"shutting down"`);
      expect(await listening(port)).toBe(false);
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // The group is already gone: nothing was left behind.
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
