import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.ts';
import { SERVER_ROOT } from '../server-root.ts';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
// Any constant: server processes starting together take turns applying migrations.
const MIGRATION_LOCK_KEY = 7_316_001;

/** Applies the committed SQL migrations; safe to call from several processes at once. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // A session-level advisory lock held on its own connection while the migrator uses the pool.
  const lockClient = new pg.Client({ connectionString: database.url, application_name: 'briefly-migrations' });
  // A cut connection must fail the start with its own error, not crash the process on an unheard 'error' event.
  lockClient.on('error', () => undefined);
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockClient.end();
  }
}
