/**
 * `npm run restore -- <directory>`: restores a backup made by `npm run backup` over the
 * configured database and files. Stop the server first. What it replaces on disk is moved aside
 * (`<dir>.before-restore-<date>`), never deleted.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restore } from '../lib/backup.ts';
import { backupTarget } from './backup-target.ts';

const from = process.argv[2];
if (!from) {
  console.error('Usage: npm run restore -- <backup directory>');
  process.exit(2);
}
const config = loadConfig();
const movedAside = await restore(backupTarget(config), path.resolve(from));
console.log(`Restored ${path.resolve(from)}.`);
for (const dir of movedAside) console.log(`The previous contents are kept in ${dir}`);
