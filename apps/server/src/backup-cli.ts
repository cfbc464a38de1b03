import { loadConfig } from './config/config.ts';
import { backupDatabase, restoreDatabase, RestoreRefused, type BackupTarget } from './db/backup.ts';

// `npm run backup -- <file>` and `npm run restore -- <file> [--force]` (docs/operations.md#backups): the database
// the server's configuration names (DATABASE_URL, else the embedded one in DATA_DIR).

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const file = rest.find((arg) => !arg.startsWith('--'));
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]');
    return 2;
  }
  const { database } = loadConfig();
  if (database.kind === 'pglite' && !database.dataDir) {
    console.error('The embedded database is in memory: set DATA_DIR.');
    return 2;
  }
  const target: BackupTarget =
    database.kind === 'postgres'
      ? // pg_dump and psql keep session settings: past a transaction pooler, to the database itself (decision 042).
        { kind: 'postgres', url: database.directUrl ?? database.url }
      : { kind: 'pglite', dataDir: database.dataDir! };
  try {
    if (command === 'backup') {
      await backupDatabase(target, file);
      console.log(`Backed up the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${file}.`);
    } else {
      await restoreDatabase(target, file, { force });
      console.log(`Restored ${file}. Start the server: it applies any newer migrations.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof RestoreRefused ? error.message : `Failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
