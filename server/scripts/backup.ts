/**
 * `npm run backup [-- <directory>]`: backs up the configured database and the uploaded files
 * (server/lib/backup.ts) into a new directory, by default ./backups/<date and time>.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backup } from '../lib/backup.ts';
import { backupTarget } from './backup-target.ts';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? path.join('backups', stamp));
const manifest = await backup(backupTarget(config), out);
console.log(
  `Backup of the ${manifest.database} database${manifest.files ? ' and files' : ''}: ${out}`,
);
