/**
 * Backups of everything a club would lose with its disk: the database (PostgreSQL through
 * pg_dump/pg_restore, or PGlite's data directory as its own tarball) and the uploaded files
 * (avatars and the private identity documents). A backup is one directory:
 *
 *   manifest.json      what it holds and when it was made
 *   database.dump      PostgreSQL, pg_dump's custom format      (or)
 *   pglite.tar.gz      PGlite's data directory
 *   files.tar.gz       data/uploads and data/private-uploads, when there are any
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface BackupTarget {
  /** postgres:// URL; without it the PGlite data directory below. */
  databaseUrl?: string;
  pgliteDir: string;
  /** Holds uploads/ and private-uploads/. */
  dataDir: string;
}

interface Manifest {
  createdAt: string;
  database: 'postgres' | 'pglite';
  files: boolean;
}

const FILE_DIRS = ['uploads', 'private-uploads'];

async function backupFiles(target: BackupTarget, out: string): Promise<boolean> {
  const present = FILE_DIRS.filter((d) => fs.existsSync(path.join(target.dataDir, d)));
  if (present.length === 0) return false;
  await run('tar', ['-czf', path.join(out, 'files.tar.gz'), '-C', target.dataDir, ...present]);
  return true;
}

/**
 * Writes a backup of `target` into the new directory `out`. PGlite is one process's database,
 * kept in its directory: back it up while the server is stopped.
 */
export async function backup(target: BackupTarget, out: string): Promise<Manifest> {
  fs.mkdirSync(out, { recursive: true });
  if (fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  let database: Manifest['database'];
  if (target.databaseUrl) {
    database = 'postgres';
    const file = path.join(out, 'database.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, target.databaseUrl]);
  } else {
    database = 'pglite';
    if (!fs.existsSync(target.pgliteDir)) throw new Error(`no database at ${target.pgliteDir}`);
    // The directory as it is on disk: with the server stopped it is a consistent database.
    await run('tar', ['-czf', path.join(out, 'pglite.tar.gz'), '-C', target.pgliteDir, '.']);
  }
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    database,
    files: await backupFiles(target, out),
  };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Moves an existing directory aside (never deletes it): a restore can be undone by hand. */
function moveAside(dir: string, stamp: string): string | null {
  if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) return null;
  const aside = `${dir}.before-restore-${stamp}`;
  fs.renameSync(dir, aside);
  return aside;
}

/**
 * Restores the backup in `from` over `target`: PostgreSQL's tables are replaced in one
 * transaction; PGlite's directory and the uploaded files are moved aside first. Run it with the
 * server stopped.
 */
export async function restore(target: BackupTarget, from: string): Promise<string[]> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(from, 'manifest.json'), 'utf8'),
  ) as Manifest;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  if (manifest.database === 'postgres') {
    if (!target.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL to restore');
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      target.databaseUrl,
      path.join(from, 'database.dump'),
    ]);
  } else {
    if (target.databaseUrl) throw new Error('a PGlite backup restores without DATABASE_URL');
    const aside = moveAside(target.pgliteDir, stamp);
    if (aside) movedAside.push(aside);
    fs.mkdirSync(target.pgliteDir, { recursive: true });
    await run('tar', ['-xzf', path.join(from, 'pglite.tar.gz'), '-C', target.pgliteDir]);
  }
  if (manifest.files) {
    for (const dir of FILE_DIRS) {
      const aside = moveAside(path.join(target.dataDir, dir), stamp);
      if (aside) movedAside.push(aside);
    }
    fs.mkdirSync(target.dataDir, { recursive: true });
    await run('tar', ['-xzf', path.join(from, 'files.tar.gz'), '-C', target.dataDir]);
  }
  return movedAside;
}
