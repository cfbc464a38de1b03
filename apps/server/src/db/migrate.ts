import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
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
  // A session-level advisory lock, and the migrations applied on the same connection: a direct one
  // (DATABASE_DIRECT_URL, decision 042), since a transaction pooler would not keep the lock's session.
  const lockClient = new pg.Client({
    connectionString: database.directUrl ?? database.url,
    application_name: 'briefly-migrations',
  });
  // A cut connection must fail the start with its own error, not crash the process on an unheard 'error' event.
  lockClient.on('error', () => undefined);
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockClient.end();
  }
}
