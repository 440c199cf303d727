/**
 * A backup round trip: the demo club and some uploaded files, backed up, restored somewhere else
 * (and over an existing installation), and every table and file compared with the original.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { createSandboxGateway } from '../adapters/payments/sandbox.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDemoClub } from '../seed/index.ts';
import { createUser } from '#tests/helpers/auth.ts';
import { announcements } from '../db/schema/index.ts';
import { seedCourts } from '../modules/courts/index.ts';
import { creditWallet } from '../modules/wallet/index.ts';
import { backup, restore, type BackupTarget } from './backup.ts';
import { stored } from '../stored-text.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'club-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every row of every table (the migrations' bookkeeping included), in a comparable form. */
async function snapshot(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const query = async <T>(q: ReturnType<typeof sql.raw>) =>
    ((await handle.db.execute(q)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ s: string; t: string }>(sql`
    select table_schema as s, table_name as t from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
    order by 1, 2`);
  const out: Record<string, string[]> = {};
  for (const { s, t } of tables) {
    const rows = await query<unknown>(sql.raw(`select * from "${s}"."${t}"`));
    out[`${s}.${t}`] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** A small club (the demo seed takes long on an on-disk PGlite): accounts, courts, money. */
async function someClub(handle: DatabaseHandle) {
  await seedCourts(handle.db);
  const ana = await createUser(handle.db, { email: 'ana-backup@example.com', role: 'user-adult' });
  await createUser(handle.db, { email: 'ben-backup@example.com' });
  await handle.db.transaction((tx) =>
    creditWallet(
      tx,
      ana,
      2550,
      stored('payments.ledgerClubAdjustment', { reason: 'Recarga con ñ y €' }),
      'backup-test-credit',
    ),
  );
  await handle.db.insert(announcements).values({ text: 'Copia de seguridad ✓', position: 1 });
}

function writeFiles(dataDir: string): Record<string, string> {
  const files = { 'uploads/avatar.png': 'avatar', 'private-uploads/carne.png': 'carné' };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, name), text);
  }
  return files;
}

const readFiles = (dataDir: string, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, fs.readFileSync(path.join(dataDir, n), 'utf8')]));

describe('backup and restore on PGlite', () => {
  it('restores every table and file, elsewhere and over an existing installation', async () => {
    const source: BackupTarget = {
      pgliteDir: path.join(tmp, 'a/pglite'),
      dataDir: path.join(tmp, 'a'),
    };
    const original = await openDatabase({ dataDir: source.pgliteDir });
    await migrateDatabase(original);
    await someClub(original);
    const before = await snapshot(original);
    await original.close();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(before['public.users']).toHaveLength(2);
    expect(before['public.wallet_entries']).toHaveLength(1);
    const files = writeFiles(source.dataDir);

    const out = path.join(tmp, 'backup-pglite');
    expect(await backup(source, out)).toMatchObject({ database: 'pglite', files: true });

    // Over an installation that has other data: that is moved aside, not lost.
    const target: BackupTarget = {
      pgliteDir: path.join(tmp, 'b/pglite'),
      dataDir: path.join(tmp, 'b'),
    };
    const other = await openDatabase({ dataDir: target.pgliteDir });
    await migrateDatabase(other);
    await other.close();
    fs.mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'uploads/otro.png'), 'otro');

    const aside = await restore(target, out);
    expect(aside).toHaveLength(2);
    const restored = await openDatabase({ dataDir: target.pgliteDir });
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(readFiles(target.dataDir, Object.keys(files))).toEqual(files);
    expect(fs.existsSync(path.join(target.dataDir, 'uploads/otro.png'))).toBe(false);
  }, 180_000);
});

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`backup and restore on PostgreSQL ${pg.reason}`, () => {
  it('restores every table into another database', async () => {
    const urlOf = (h: DatabaseHandle) =>
      (h.pool!.options as { connectionString: string }).connectionString;
    const source = await createTestDatabase({ engine: 'postgres', poolSize: 2 });
    const target = await createTestDatabase({ engine: 'postgres', poolSize: 2 });
    try {
      await seedDemoClub(source.db, createSandboxGateway(source.db));
      await someClub(source);
      const before = await snapshot(source);
      const dataDir = path.join(tmp, 'pg');
      const files = writeFiles(dataDir);
      const out = path.join(tmp, 'backup-pg');
      const from: BackupTarget = { databaseUrl: urlOf(source), pgliteDir: '', dataDir };
      expect(await backup(from, out)).toMatchObject({ database: 'postgres', files: true });

      const restoredDir = path.join(tmp, 'pg-restored');
      await restore({ databaseUrl: urlOf(target), pgliteDir: '', dataDir: restoredDir }, out);
      expect(await snapshot(target)).toEqual(before);
      expect(readFiles(restoredDir, Object.keys(files))).toEqual(files);
    } finally {
      await source.close();
      await target.close();
    }
  }, 120_000);
});
