import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createScratchDatabase } from './server-processes.ts';
import { openTestDatabase, postgresConnection, TEST_DB_KIND } from './test-database.ts';

/**
 * A test file's own database: on a shared PostgreSQL another file's app (another mail transport, a
 * clock of its own) would otherwise run some of this file's jobs, or this file theirs.
 */
export async function isolatedDatabase(prefix: string): Promise<{ database: Database; drop(): Promise<void> }> {
  if (TEST_DB_KIND !== 'postgres') {
    const database = await openTestDatabase();
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(undefined, prefix);
  const database = await openDatabase({ ...postgresConnection(scratch.url), poolSize: 5 });
  await runMigrations(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
