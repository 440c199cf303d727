import type { Config } from '../config.ts';
import type { BackupTarget } from '../lib/backup.ts';

/** What the configuration says a backup holds. */
export function backupTarget(config: Config): BackupTarget {
  return {
    databaseUrl: config.database.url,
    pgliteDir: config.database.dataDir,
    dataDir: config.dataDir,
  };
}
