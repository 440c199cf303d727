/**
 * The real server (`server/main.ts` through tsx) as a child process, for the tests that need a
 * process to signal or kill: on a fixed port, with no demo data, no weather and quiet logs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Fails at once when a test's fixed port is taken: a stray process listening there (a server
 * left by an interrupted run) would answer the test's requests instead of the server it spawns.
 */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is taken (${error.code}): stop the process listening there`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A port the OS has just given out, so nothing else listens on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One GET on a fresh connection: its status, or 0 when nothing answered. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** What the server wrote on stderr so far. */
  stderr(): string;
}

/**
 * Starts the server on `port` with `env` on top of the test settings and resolves once
 * `/api/health` answers 200. A server that exits first fails at once, with its error output.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  ms = 60_000,
): Promise<ServerProcess> {
  await assertPortFree(port);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEATHER_PROVIDER: 'none',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before serving: ${stderr}`);
    }
    if ((await statusOf(`http://127.0.0.1:${port}/api/health`)) === 200) {
      return { child, stderr: () => stderr };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not serving within ${ms} ms: ${stderr}`);
}
